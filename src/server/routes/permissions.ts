// GET/POST /admin/permissions (archive.md §6): admins list and replace users, roles and permissions.
// issue 33: the GET answers the permissions' version as its ETag; a POST is one transaction that first locks the
// version row (posts run one after the other: the last one wins whole, never a union of two lists) and, with
// If-Match, is refused with 412 PERMISSIONS_CHANGED when another admin saved since the version it names.
import { asMrId } from '../../shared/contract/ids';
import type { FastifyInstance } from 'fastify';
import { apiPaths, type Permission, type PermissionsPostBody, type PermissionsResponse } from '../../shared/api';
import { requireAdmin } from '../auth/access';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { entityTagValue } from '../http/etag';
import { PermissionsPostBodySchema, PermissionsResponseSchema } from '../../shared/schema/permissions';

export function permissionRoutes(app: FastifyInstance, db: Database): void {
  app.get(apiPaths.permissions(), { config: { answer: PermissionsResponseSchema } }, async (request, reply): Promise<PermissionsResponse> => {
    requireAdmin(request);
    // the version is read first: a save in between makes it older than the lists, so a post based on it is refused
    // (a needless reload), never taken as based on lists it did not see
    const version = await permissionVersion(db);
    void reply.header('ETag', `"${version}"`).header('Cache-Control', 'private, no-cache');
    return readPermissions(db);
  });

  app.post<{ Body: PermissionsPostBody }>(
    apiPaths.permissions(),
    { schema: { body: PermissionsPostBodySchema }, config: { answer: PermissionsResponseSchema } },
    async (request, reply): Promise<PermissionsResponse> => {
      requireAdmin(request);
      const body = request.body;
      const basedOn = entityTagValue(request.headers['if-match']);
      // DELETED entries are not sent by the client; any that arrive are dropped, not stored
      const permissions = body.permissions.filter((permission) => permission.$action !== 'DELETED');
      return db.transaction(async (tx) => {
        const version = await lockedVersion(tx);
        if (basedOn !== undefined && basedOn !== version) {
          throw new ApiError(412, `The permissions were changed by another administrator (version ${version})`, undefined, {
            code: 'PERMISSIONS_CHANGED',
          });
        }
        const known = new Set((await tx.query<{ mr_id: number }>('SELECT mr_id FROM measure_round')).map((row) => row.mr_id));
        permissions.forEach((permission, index) => {
          if (!known.has(Number(permission.mrId))) {
            throw new ApiError(400, `Unknown measure round ${permission.mrId}`, `permissions.${index}.mrId`);
          }
        });
        const users = [...new Set([...(body.users ?? []), ...permissions.map((permission) => permission.username)])];
        const roles = [...new Set([...(body.roles ?? []), ...permissions.map((permission) => permission.role)])];
        await tx.query('DELETE FROM permission');
        await tx.query('DELETE FROM app_user WHERE NOT is_admin AND NOT (username = ANY($1::text[]))', [users]);
        await tx.query('INSERT INTO app_user (username) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [users]);
        await tx.query('INSERT INTO role_name (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [roles]);
        await tx.query(
          `INSERT INTO permission (username, mr_id, role)
           SELECT * FROM unnest($1::text[], $2::int[], $3::text[]) ON CONFLICT DO NOTHING`,
          [permissions.map((p) => p.username), permissions.map((p) => Number(p.mrId)), permissions.map((p) => p.role)],
        );
        const [{ next }] = await tx.query<{ next: string }>(
          'UPDATE permission_version SET version = version + 1 RETURNING version::text AS next',
        );
        void reply.header('ETag', `"${next}"`);
        return readPermissions(tx);
      });
    },
  );
}

async function permissionVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM permission_version');
  return row.version;
}

/** The version, its row locked until the transaction ends: one permissions post at a time. */
async function lockedVersion(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ version: string }>('SELECT version::text AS version FROM permission_version FOR UPDATE');
  return row.version;
}

async function readPermissions(db: Queryable): Promise<PermissionsResponse> {
  const roles = await db.query<{ name: string }>('SELECT name FROM role_name ORDER BY name');
  const users = await db.query<{ username: string }>(
    'SELECT username FROM app_user UNION SELECT username FROM permission ORDER BY username',
  );
  const permissions = await db.query<{ username: string; mr_id: number; mr_name: string; role: string }>(
    `SELECT p.username, p.mr_id, r.mr_name, p.role FROM permission p JOIN measure_round r USING (mr_id)
     ORDER BY p.username, p.mr_id, p.role`,
  );
  return {
    roles: roles.map((row) => row.name),
    users: users.map((row) => row.username),
    permissions: permissions.map((row): Permission => ({ username: row.username, mrId: asMrId(row.mr_id), mrName: row.mr_name, role: row.role })),
  };
}
