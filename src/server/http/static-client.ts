// Serves the built client: hashed files under /assets/ cached for a year, index.html and the
// service worker files never cached, and every unknown non-API GET answered with index.html — except a missing map
// tile, which is a 404 (issue 36 item 20: a tile answered with the page greys the map and fills the console). A server
// given a tiles directory serves it at /tiles/.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../shared/api';

/** the default map layer's tiles (DEFAULT_MAP_LAYER_URL) */
const TILE_PATHS = '/tiles/';

const NO_CACHE_FILES = /(^|\/)(index\.html|sw\.js|registerSW\.js|workbox-[^/]*\.js|manifest\.webmanifest|manifest\.json)$/;

export async function registerStaticClient(app: FastifyInstance, staticDir: string, tilesDir?: string): Promise<void> {
  const root = resolve(staticDir);
  const hasClient = existsSync(resolve(root, 'index.html'));
  if (!hasClient) app.log.warn(`No built client in ${root} (run vite build); serving the API only`);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      cacheControl: false,
      // .br/.gz written at build time (build/precompress-plugin.ts)
      preCompressed: true,
      setHeaders(res, path) {
        const relative = path.slice(root.length).replace(/\\/g, '/');
        if (relative.startsWith('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE_FILES.test(relative)) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  if (tilesDir) {
    await app.register(fastifyStatic, { root: resolve(tilesDir), prefix: TILE_PATHS, decorateReply: false, maxAge: '1d' });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && ![API_BASE, '/assets/', TILE_PATHS].some((prefix) => path.startsWith(prefix));
    if (hasClient && isPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ status: 404, message: `Route ${request.method} ${path} not found` });
  });
}
