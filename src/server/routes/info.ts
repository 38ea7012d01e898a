import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { apiPaths, type InfoResponse } from '../../shared/api';

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

export function infoRoutes(app: FastifyInstance, revision: string): void {
  app.get(apiPaths.info(), async (request): Promise<InfoResponse> => ({
    version: packageJson.version,
    copyright: `© ${new Date().getFullYear()} hwe-handentry`,
    revision,
    name: packageJson.name,
    apiVersion: 'v2',
    isAdmin: request.user?.isAdmin ?? false,
    ...(request.user && { username: request.user.username }),
  }));
}
