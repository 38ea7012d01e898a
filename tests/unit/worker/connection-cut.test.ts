// issue 34 "Words that match the cause": an answer whose connection drops while its body arrives is a cut connection
// (CONNECTION_CUT, retried like a network failure), not "a record without the expected format"; a whole answer that
// is no JSON stays INVALID_RECORD. A real HTTP server on 127.0.0.1 sends the head and half the body, then drops.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readJson, request } from '../../../src/worker/http/client';
import { startSession } from '../../../src/worker/http/session';
import { isUnreachable } from '../../../src/worker/http/worker-error';

const BODY = JSON.stringify({ mrId: 1, mrName: 'Runde', mrGroup: 'G', entries: Array.from({ length: 200 }, (_, i) => ({ tsId: `TS-${i}` })) });
let server: Server;

beforeAll(async () => {
  server = createServer((incoming, response) => {
    if (incoming.url === '/cut') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(BODY.length) });
      response.write(BODY.slice(0, BODY.length / 2), () => response.socket?.destroy());
    } else response.writeHead(200, { 'Content-Type': 'application/json' }).end(BODY.slice(0, BODY.length / 2));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  startSession({ browser: 'test', standalone: false, apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, async () => undefined);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('issue 34: a body cut mid-answer is CONNECTION_CUT and counts as unreachable', async () => {
  const error: unknown = await readJson(await request('/cut'), 'measure round 1').catch((caught: unknown) => caught);
  expect(error).toMatchObject({ code: 'CONNECTION_CUT', messageKey: 'errors.connectionCut' });
  expect(isUnreachable(error)).toBe(true);
});

test('issue 34: a whole answer that is no JSON stays INVALID_RECORD', async () => {
  await expect(readJson(await request('/half'), 'measure round 1')).rejects.toMatchObject({ code: 'INVALID_RECORD', record: 'measure round 1' });
});
