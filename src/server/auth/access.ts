// Per-round roles (archive.md §6): who may read, post and decide on which round.
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../shared/schema/reference';
import type { Role } from '../../shared/api';
import type { Queryable } from '../db/database';
import { forbidden, unauthorized } from '../http/api-error';

export const ANY_ROLE: readonly Role[] = ['HANDEINGABE_OBSERVE', 'HANDEINGABE_RESPONSIBLE1', 'HANDEINGABE_RESPONSIBLE2'];

export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): CurrentUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden();
  return user;
}

/** The user must be admin or hold one of `roles` on round `mrId`. */
export async function requireRoundRole(
  db: Queryable,
  request: FastifyRequest,
  mrId: number,
  roles: readonly Role[] = ANY_ROLE,
): Promise<CurrentUser> {
  const user = requireUser(request);
  if (user.isAdmin) return user;
  if (!(await rolesOn(db, user.username, mrId)).some((role) => roles.includes(role))) throw forbidden();
  return user;
}

export async function rolesOn(db: Queryable, username: string, mrId: number): Promise<Role[]> {
  const rows = await db.query<{ role: Role }>('SELECT role FROM permission WHERE username = $1 AND mr_id = $2', [
    username,
    mrId,
  ]);
  return rows.map((row) => row.role);
}

/** Rounds the user may see: every round for admins, otherwise those with any role. */
export async function visibleRoundIds(db: Queryable, user: CurrentUser): Promise<number[] | 'all'> {
  if (user.isAdmin) return 'all';
  const rows = await db.query<{ mr_id: number }>('SELECT DISTINCT mr_id FROM permission WHERE username = $1', [
    user.username,
  ]);
  return rows.map((row) => row.mr_id);
}
