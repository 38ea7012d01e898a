// Every answer of the server compressed as the client's Accept-Encoding allows (issue 11: the archive list
// of 20,000 rounds is ~30 MB as JSON). Per request, on streamed answers, so cheap settings: brotli quality 4
// with a 256 KB window (the default 4 MB window costs twice the time and ~10 MB per running answer for no
// smaller list), gzip level 4 (level 6 takes half as long again for the list) with the filtered strategy (the list
// 1.58 MB instead of 1.76 MB in the same time). Output in pieces of 64 KB, not zlib's 16 KB: a fourth of the trips
// to zlib's threads, the list 10 % sooner. The built assets are compressed once at build time (quality 11) and
// served as they are (static-client.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const OUTPUT_PIECE_BYTES = 64 * 1024;
const brotliOptions = { chunkSize: OUTPUT_PIECE_BYTES, params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } };
const zlibOptions = { level: 4, strategy: constants.Z_FILTERED, chunkSize: OUTPUT_PIECE_BYTES };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip', 'deflate'], brotliOptions, zlibOptions });
}

export type KeptEncoding = 'br' | 'gzip';

/**
 * The encoding an answer kept compressed is sent in: br, else gzip, as Accept-Encoding allows (q above 0, by name
 * or `*`); undefined leaves the answer to the compression of every answer (deflate, identity).
 */
export function keptEncodingFor(acceptEncoding: string | undefined): KeptEncoding | undefined {
  const quality = new Map<string, number>();
  for (const item of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepted = (name: KeptEncoding) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find(accepted);
}

/** `text` compressed as an answer is, off the event loop (zlib's thread pool). */
export function compressAnswer(text: string, encoding: KeptEncoding): Promise<Buffer> {
  return encoding === 'br' ? promisify(brotliCompress)(text, brotliOptions) : promisify(gzip)(text, zlibOptions);
}
