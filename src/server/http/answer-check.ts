// Test-only (AppOptions.checkAnswers): every JSON answer is checked against its route's answer schema, every
// refusal against the error body schema; a mismatch becomes a 500 naming the field, so a test sees it. A streamed
// answer (the archive list) is read whole first: in tests the check matters more than the streaming.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { violationOf } from '../../shared/schema/check';
import { ApiErrorBodySchema } from '../../shared/schema/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** schema of the route's 2xx JSON answer */
    answer?: TSchema;
  }
}

export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!/json/.test(type) || !request.url.startsWith('/hwe-api/') || reply.statusCode === 304) return payload;
    const text = typeof payload === 'string' ? payload : payload instanceof Readable ? await readAll(payload) : undefined;
    if (text === undefined) return payload;
    const schema = reply.statusCode >= 400 ? ApiErrorBodySchema : request.routeOptions.config.answer;
    if (!schema) return mismatch(reply, `no answer schema for ${request.method} ${request.routeOptions.url}`);
    const violation = violationOf(schema, JSON.parse(text));
    if (!violation) return text;
    return mismatch(reply, `answer of ${request.method} ${request.routeOptions.url} violates its schema at '${violation.field}': ${violation.message}`);
  });
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as string | Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function mismatch(reply: { code(status: number): unknown; log: { error(message: string): void } }, message: string): string {
  reply.log.error(message);
  reply.code(500);
  return JSON.stringify({ status: 500, message: `Answer schema: ${message}` });
}
