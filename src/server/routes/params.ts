import { notFound } from '../http/api-error';

/** Round ids are positive integers; anything else names no round. */
export function parseMrId(raw: string): number {
  const mrId = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || mrId <= 0) throw notFound(`Measure round ${raw}`, 'mrId');
  return mrId;
}

/** Fastify route pattern from an apiPaths builder called with `:name` placeholders. */
export function routeOf(path: string): string {
  return decodeURIComponent(path.split('?')[0]);
}
