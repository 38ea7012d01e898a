// A tiny node:http server for the client tests: records requests, answers with the status a test asks for.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface Answer {
  status: number;
  statusText?: string;
  body?: string;
  headers?: Record<string, string>;
}

export async function startLocalServer(answer: (request: RecordedRequest) => Answer) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    requests.push(recorded);
    const { status, statusText, body, headers } = answer(recorded);
    res.writeHead(status, statusText, { 'Content-Type': 'application/json', ...headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
