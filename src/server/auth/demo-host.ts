// Local demo mode answers every request as the demo admin, so it only answers requests addressed to a
// loopback name (issue 9): a page on another site that rebinds its DNS name to 127.0.0.1 still sends its
// own name as Host and is refused.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

export function requireLoopbackHost(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK_HOST.test(request.headers.host ?? '')) {
      throw new ApiError(403, 'Local demo mode answers only requests to 127.0.0.1, localhost or [::1]', 'host');
    }
  });
}
