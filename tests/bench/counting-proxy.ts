// Issue 38: the bytes the server's API answers take on the wire, counted in a small proxy in front of the bench server
// (the app worker's fetches are not among Playwright's request events). An API request is forwarded asking for
// brotli, as a browser over HTTPS does (over plain HTTP Chromium asks for gzip only); the compressed body is counted
// and passed on to the browser decoded. Other requests (the page's files) pass through uncounted. With `hideExtension`
// the server info's `extensions` leave that one out, so the worker works as with a server that does not offer it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { API_BASE, apiPaths, type ApiExtension } from '../../src/shared/api';

export interface CountingProxy {
  url: string;
  /** the API answers' compressed body bytes and their count since the last reset */
  counted(): { bytes: number; answers: number };
  reset(): void;
  close(): Promise<void>;
}

const decoders: Record<string, () => NodeJS.ReadWriteStream> = { br: zlib.createBrotliDecompress, gzip: zlib.createGunzip, deflate: zlib.createInflate };

export async function startCountingProxy(target: string, hideExtension?: ApiExtension): Promise<CountingProxy> {
  const targetUrl = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let bytes = 0;
  let answers = 0;
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const isApi = path.startsWith(API_BASE);
    const isInfo = hideExtension !== undefined && path === apiPaths.info();
    const headers = { ...request.headers, ...(isApi && { 'accept-encoding': isInfo ? 'identity' : 'br' }) };
    const forwarded = http.request({ agent, host: targetUrl.hostname, port: targetUrl.port, path, method: request.method, headers }, (answer) => {
      if (!isApi) {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
        return;
      }
      answers++;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      const { 'content-encoding': encoding, 'content-length': _length, ...passed } = answer.headers;
      if (isInfo) return void sendInfoWithout(answer, response, passed, hideExtension);
      response.writeHead(answer.statusCode!, passed);
      const decoder = encoding ? decoders[encoding]?.() : undefined;
      void pipeline(decoder ? [answer, decoder, response] : [answer, response]).catch(() => response.destroy());
    });
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counted: () => ({ bytes, answers }),
    reset: () => {
      bytes = 0;
      answers = 0;
    },
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function sendInfoWithout(answer: http.IncomingMessage, response: http.ServerResponse, headers: http.OutgoingHttpHeaders, extension: ApiExtension) {
  let text = '';
  for await (const chunk of answer) text += chunk;
  const info = JSON.parse(text) as { extensions?: string[] };
  info.extensions = info.extensions?.filter((offered) => offered !== extension);
  response.writeHead(answer.statusCode!, headers);
  response.end(JSON.stringify(info));
}
