// Headers of every API answer (issue 9): personal answers are never kept by a shared proxy or the HTTP cache
// (`no-store` unless the route chose its own policy, e.g. `no-cache` with an ETag), and each answer names its
// request id, which the log of a failed request carries too.
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../shared/api';

export function registerApiHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (request.url.startsWith(API_BASE) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
