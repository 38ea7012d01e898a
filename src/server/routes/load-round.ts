import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/api';
import { ANY_ROLE, requireRoundRole } from '../auth/access';
import type { Queryable } from '../db/database';
import { findRound } from '../db/queries/rounds';
import { notFound } from '../http/api-error';
import { parseMrId } from './params';

/** The round named by the path, after checking that the caller holds one of `roles` on it. */
export async function loadRound(db: Queryable, request: FastifyRequest, rawMrId: string, roles: readonly Role[] = ANY_ROLE) {
  const mrId = parseMrId(rawMrId);
  await requireRoundRole(db, request, mrId, roles);
  const round = await findRound(db, mrId);
  if (!round) throw notFound(`Measure round ${mrId}`, 'mrId');
  return round;
}
