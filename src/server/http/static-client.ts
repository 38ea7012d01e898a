// Serves the built client: hashed files under /assets/ cached for a year, index.html and the
// service worker files never cached, and every unknown non-API GET answered with index.html.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../shared/api';

const NO_CACHE_FILES = /(^|\/)(index\.html|sw\.js|registerSW\.js|workbox-[^/]*\.js|manifest\.webmanifest|manifest\.json)$/;

export async function registerStaticClient(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const hasClient = existsSync(resolve(root, 'index.html'));
  if (!hasClient) app.log.warn(`No built client in ${root} (run vite build); serving the API only`);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      cacheControl: false,
      // .br/.gz written at build time (src/server/build/precompress-plugin.ts)
      preCompressed: true,
      setHeaders(res, path) {
        const relative = path.slice(root.length).replace(/\\/g, '/');
        if (relative.startsWith('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE_FILES.test(relative)) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith(API_BASE) && !path.startsWith('/assets/');
    if (hasClient && isPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ status: 404, message: `Route ${request.method} ${path} not found` });
  });
}
