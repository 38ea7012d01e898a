import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_EXTENSIONS, apiPaths, type InfoResponse } from '../../shared/api';
import type { Queryable } from '../db/database';
import { ServerInfoSchema } from '../../shared/schema/reference';

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

/** issue 32: the spec dialect's ServerInfo carries neither a revision nor our extensions */
type InfoDialect = { dialect: 'spec' } | { dialect: 'extended'; revision: string };

export function infoRoutes(app: FastifyInstance, db: Queryable, dialect: InfoDialect): void {
  const known = new Set<string>();
  app.get(apiPaths.info(), { config: { answer: ServerInfoSchema } }, async (request): Promise<InfoResponse> => {
    if (request.user && !known.has(request.user.username)) {
      // users become known to permission management when their client first asks who they are
      await db.query(
        'INSERT INTO app_user (username, is_admin) VALUES ($1, $2) ON CONFLICT (username) DO UPDATE SET is_admin = EXCLUDED.is_admin',
        [request.user.username, request.user.isAdmin],
      );
      known.add(request.user.username);
    }
    return {
      version: packageJson.version,
      copyright: `© ${new Date().getFullYear()} hwe-handentry`,
      ...(dialect.dialect === 'extended' && { revision: dialect.revision, extensions: Object.values(API_EXTENSIONS) }),
      name: packageJson.name,
      apiVersion: 'v2',
      isAdmin: request.user?.isAdmin ?? false,
      ...(request.user && { username: request.user.username }),
    };
  });
}
