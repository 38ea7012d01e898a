// Every answer of the server compressed as the client's Accept-Encoding allows (issue 11: the archive list
// of 20,000 rounds is ~30 MB as JSON). Brotli at a low quality: it runs per request on streamed answers;
// the built assets are compressed once at build time (quality 11) and served as they are (static-client.ts).
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
