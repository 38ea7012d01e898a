// issue 35: answers written on the socket itself, where no Fastify reply exists (Node's clientError: malformed
// requests, oversize headers, a request not received in time; a connection over the per-address cap), in the
// one error shape with the headers of every answer.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from '../../shared/api';

export function writeRawError(socket: Socket, status: number, message: string, headers: Record<string, string>, extra: Record<string, string> = {}): void {
  if (socket.writable) {
    const body = JSON.stringify({ status, message } satisfies ApiErrorBody);
    const lines = Object.entries({
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'X-Request-Id': randomUUID(),
      'Cache-Control': 'no-store',
      ...headers,
      ...extra,
      Connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroySoon();
}

/** Fastify's `clientErrorHandler`: Node's own 400/408/431 in the error shape. */
export function clientErrorAnswer(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') writeRawError(socket, 408, 'The request was not received in time', headers);
    else if (error.code === 'HPE_HEADER_OVERFLOW') writeRawError(socket, 431, 'The request headers are too large', headers);
    else writeRawError(socket, 400, 'Malformed HTTP request', headers);
  };
}
