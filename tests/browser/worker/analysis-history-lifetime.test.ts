// issue 32 item 1, issue 37 item 1 (history as topics): a screen's history read ends when it leaves the topic
// 'analysis-history' (the worker's fetch is aborted), and a second subscription to the same round's history while it
// is still read joins that read. Issue 38: a read started early (as the route is entered) is taken over by the
// screen's subscription. The server is asked through the fault
// proxy, which counts the requests, holds the values call until released and sees a request given up; its /info
// answers as the spec dialect does (no extensions), so the worker reads the spec's plain values call.
import { expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import type { TsId } from '../../../src/shared/contract';
import { readTopic } from './read-topic';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, type FaultyServer } from './start-worker';

stopWorkersAfterEachTest();

const VALUES_PATH = apiPaths.timeseriesValues([]).split('?')[0];

/** A worker that knows the server as one of the spec dialect, the values call held, and the first round's first ids. */
async function heldSpecServer(label: string): Promise<{ server: FaultyServer; api: Awaited<ReturnType<typeof startWorker>>['api']; tsIds: TsId[] }> {
  const server = faultyServer(label);
  const extended = (await (await fetch(`${server.apiBase}${apiPaths.info()}`)).json()) as { extensions?: unknown; revision?: unknown };
  delete extended.extensions;
  delete extended.revision;
  await server.failNext({ method: 'GET', path: apiPaths.info(), times: 100, mode: 'answer', body: JSON.stringify(extended) });
  await server.failNext({ method: 'GET', path: VALUES_PATH, times: 100, mode: 'hold' });
  const { api } = await startWorker({ databaseName: uniqueDatabaseName(label), apiBase: server.apiBase });
  const [summary] = (await api.listGroups()).groups;
  const tsIds = [...new Set((await api.loadGroup(summary.mrId)).entries.map((entry) => entry.tsId))].slice(0, 8);
  return { server, api, tsIds };
}

const chartsOf = (tsIds: TsId[], shownFirst: number) => ({ kind: 'analysis-history', tsIds, chartColumns: 400, shownFirst }) as const;

test('issue 32 item 1: a second opening while the first still loads joins its read', async () => {
  const { server, api, tsIds } = await heldSpecServer('analysis-join');
  const first = await readTopic(api, chartsOf(tsIds, tsIds.length));
  await expect.poll(() => server.requestCount('GET', VALUES_PATH)).toBe(1);

  const second = await readTopic(api, chartsOf(tsIds, tsIds.length));
  // released until both openings have their piece (a read of the second's own would be held and released here too)
  await expect.poll(async () => (await server.release(), first.pieces.length + second.pieces.length)).toBe(2);
  const [pieces] = await Promise.all([second.finished, first.finished]);

  expect(pieces.map((piece) => piece.series.map((series) => series.tsId))).toEqual([tsIds]);
  expect(pieces[0].fromCache).toBe(false);
  expect(pieces[0].series.some((series) => series.t.length > 0)).toBe(true);
  expect(await server.requestCount('GET', VALUES_PATH), 'one read of the values for both openings').toBe(1);
});

test("issue 37 item 1: leaving the topic stops the read: its request is given up and its further pieces are never asked for", async () => {
  const { server, api, tsIds } = await heldSpecServer('analysis-leave');
  const left = await readTopic(api, chartsOf(tsIds, 1));
  await expect.poll(() => server.requestCount('GET', VALUES_PATH)).toBe(1);

  await left.leave();
  await expect.poll(() => server.cancelledCount('GET', VALUES_PATH)).toBe(1);

  // opened again: a read of its own (the first one was given up), all of it, the second piece included
  await server.release();
  const again = await readTopic(api, chartsOf(tsIds, 1));
  await expect.poll(() => server.requestCount('GET', VALUES_PATH)).toBe(2);
  await server.release();
  await expect.poll(() => server.requestCount('GET', VALUES_PATH)).toBe(3);
  await server.release();
  const pieces = await again.finished;
  expect(pieces.map((piece) => piece.series.length)).toEqual([1, tsIds.length - 1]);
  expect(again.lastFlags).toEqual([false, true]);
  expect(left.pieces, 'the left screen got nothing').toEqual([]);
  expect(await server.requestCount('GET', VALUES_PATH), 'the left screen asked for no second piece').toBe(3);
});

test("issue 38: the screen's subscription takes over the read started early, with what it read meanwhile; an early read nobody took over ends with the next", async () => {
  const { server, api, tsIds } = await heldSpecServer('analysis-early');
  await api.readEarly(chartsOf(tsIds, 1));
  await expect.poll(() => server.requestCount('GET', VALUES_PATH)).toBe(1);
  // a different topic (another window) is not the early read's: that one ends, this one is read
  await api.readEarly(chartsOf(tsIds, 2));
  await expect.poll(() => server.cancelledCount('GET', VALUES_PATH)).toBe(1);
  await expect.poll(() => server.requestCount('GET', VALUES_PATH)).toBe(2);
  // its first piece is read before the screen subscribes
  await server.release();
  await expect.poll(() => server.requestCount('GET', VALUES_PATH)).toBe(3);

  const screen = await readTopic(api, chartsOf(tsIds, 2));
  await server.release();
  const pieces = await screen.finished;
  expect(pieces.map((piece) => piece.series.map((series) => series.tsId))).toEqual([tsIds.slice(0, 2), tsIds.slice(2)]);
  expect(pieces[0].series.some((series) => series.t.length > 0)).toBe(true);
  expect(await server.requestCount('GET', VALUES_PATH), 'the screen asked for nothing the early read had asked for').toBe(3);
});
