// issue 35: a slow client costs a socket for seconds, not minutes. Headers and the whole request each within a
// time limit (Node checks the open requests every connection check interval, so a late one is closed within
// limit + interval), and at most a fixed number of open connections per client address; one more is answered
// 429 with Retry-After and closed.
import type { Server } from 'node:http';
import { writeRawError } from './raw-error';

export const REQUEST_TIMEOUT_MS = 30_000;
/** Browsers open 6 per host; a shared address (an office behind NAT, a reverse proxy) needs the rest. */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;
const RETRY_AFTER_SECONDS = 5;

/** Options of Node's HTTP server (Fastify's `http` option) for a request time limit. */
export function timeoutServerOptions(requestTimeoutMs: number) {
  return { headersTimeout: requestTimeoutMs, requestTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(1000, requestTimeoutMs / 4) };
}

export function limitConnectionsPerAddress(server: Server, max: number, headers: Record<string, string>): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
    if (count > max) {
      writeRawError(socket, 429, `More than ${max} open connections from one address`, headers, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
  });
}
