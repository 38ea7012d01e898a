// issue 32 README "Serving the client in front of an existing backend": the built client (dist/) served as static
// files, client routes answered with index.html, and /hwe-api/v2 forwarded unchanged (method, headers with the
// Authorization bearer token, body) to the backend. The e2e test tests/e2e/reverse-proxy.spec.ts runs it.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

export interface ReverseProxy {
  url: string;
  close(): Promise<void>;
}

/** Serves `staticDir` and forwards every /hwe-api/ request to `backend` (an origin such as http://127.0.0.1:8080). */
export async function startReverseProxy(staticDir: string, backend: string): Promise<ReverseProxy> {
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url?.startsWith('/hwe-api/')) forward(incoming, outgoing, new URL(backend));
    else void serveStatic(staticDir, incoming.url ?? '/', outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function forward(incoming: IncomingMessage, outgoing: ServerResponse, backend: URL): void {
  const upstream = request(
    { host: backend.hostname, port: backend.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: backend.host } },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(upstream);
}

/** A file of the build; a path without a file behind it is a client route: index.html. */
async function serveStatic(staticDir: string, url: string, outgoing: ServerResponse): Promise<void> {
  const path = normalize(decodeURIComponent(new URL(url, 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(staticDir, path);
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) file = join(staticDir, 'index.html');
  // the service worker and the page must be asked for anew, so a new build reaches the users
  const cache = /\/(sw\.js|index\.html)$/.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable';
  outgoing.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache });
  createReadStream(file).pipe(outgoing);
}
