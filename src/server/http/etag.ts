import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers `body` as JSON with a strong ETag over its content and `Cache-Control: private, no-cache`,
 * or 304 without a body when the request's If-None-Match names that ETag.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown, contentType = 'application/json') {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
    return reply.status(304).send();
  }
  return reply.type(contentType).send(json);
}

/** The value an If-Match / If-None-Match header names ("12" or W/"12"); undefined without the header. */
export function entityTagValue(header: string | undefined): string | undefined {
  return header?.trim().replace(/^(W\/)?"(.*)"$/, '$2');
}
