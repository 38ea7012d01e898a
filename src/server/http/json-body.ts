// The JSON body parser (issue 35, bounded work before trust): a body nested deeper than MAX_JSON_DEPTH is refused
// as it arrives (and inflates), before it is parsed (a stranger's 10 million `[` cost seconds of parsing and then overflowed
// the stack of recursive validation), and text that is not well-formed UTF-16 (a lone surrogate written as
// `\ud800`, which PostgreSQL refuses in json) is refused before it reaches a route. The decompressed size of a
// gzip or deflate body is capped as it inflates by Fastify's body limit, which counts the inflated bytes.
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { ApiError } from './api-error';

/** Arrays and objects inside each other; a round post needs about 20 (a formula tree of an entry). */
export const MAX_JSON_DEPTH = 64;

export function registerJsonBodyParser(app: FastifyInstance): void {
  // after @fastify/compress's own preParsing hook, which it puts first: the guard reads the inflated bytes
  app.addHook('onRoute', (route) => {
    route.preParsing = [...[route.preParsing ?? []].flat(), guardJsonDepth];
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const malformed = pathOfMalformedText(value);
      if (malformed !== undefined) return done(new ApiError(400, 'The text is not well-formed UTF-16 (a lone surrogate)', malformed || 'body'), undefined);
      done(null, value);
    });
  });
}

async function guardJsonDepth(request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload): Promise<RequestPayload> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return payload;
  const depth = new JsonDepth(MAX_JSON_DEPTH);
  const guarded = payload.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, next) {
        if (depth.exceededBy(chunk)) next(new ApiError(400, `The body is nested deeper than ${MAX_JSON_DEPTH} levels`, 'body'));
        else next(null, chunk);
      },
    }),
  );
  payload.on('error', (error) => guarded.destroy(error));
  // Fastify compares the bytes on the wire with Content-Length through this count of the inflating stream
  Object.defineProperty(guarded, 'receivedEncodedLength', { get: () => (payload as { receivedEncodedLength?: number }).receivedEncodedLength });
  return guarded;
}

/**
 * The nesting of JSON read piece by piece (UTF-8 bytes: quotes, backslashes and brackets are single bytes that
 * never occur inside a multi-byte character). Exact for valid JSON; for invalid JSON it may err either way, and
 * the parser refuses that text anyway.
 */
class JsonDepth {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  exceededBy(chunk: Uint8Array): boolean {
    for (const byte of chunk) {
      if (this.escaped) this.escaped = false;
      else if (this.inString) {
        if (byte === 0x5c) this.escaped = true;
        else if (byte === 0x22) this.inString = false;
      } else if (byte === 0x22) this.inString = true;
      else if (byte === 0x5b || byte === 0x7b) {
        if (++this.depth > this.maxDepth) return true;
      } else if (byte === 0x5d || byte === 0x7d) this.depth--;
    }
    return false;
  }
}

const LONE_SURROGATE = /\p{Cs}/u;

/** The path ('entries.0.mrTeam', '' for the body itself) of the first key or text with a lone surrogate; undefined when there is none. */
function pathOfMalformedText(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string') {
      if (LONE_SURROGATE.test(item.value)) return item.path.join('.');
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        const path = [...item.path, key];
        if (LONE_SURROGATE.test(key)) return path.join('.');
        pending.push({ value: child, path });
      }
    }
  }
  return undefined;
}
