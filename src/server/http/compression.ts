// Every answer of the server compressed as the client's Accept-Encoding allows (issue 11: the archive list
// of 20,000 rounds is ~30 MB as JSON). Per request, on streamed answers, so cheap settings: brotli quality 4
// with a 256 KB window (the default 4 MB window costs twice the time and ~10 MB per running answer for no
// smaller list), gzip level 4 (level 6 takes half as long again for the list). The built assets are
// compressed once at build time (quality 11) and served as they are (static-client.ts).
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } },
    zlibOptions: { level: 4 },
  });
}
