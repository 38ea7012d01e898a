// issue 32 item 2: the analysis (charts, table, remarks) and the timeseries chart show the history stored on this
// device at once, then refresh it from the server; a refresh that fails keeps what is shown, with the notice of a
// stored copy. The values call is held at the fault proxy: what arrives before its release came from the device.
import { proxy } from 'comlink';
import { expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import type { AnalysisRemarksView, AnalysisTableView, HistoryResult } from '../../../src/shared/contract';
import { DEMO_ROUND_NAME } from './round-helpers';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

const VALUES_PATH = apiPaths.timeseriesValues([]).split('?')[0];

async function openedOnce(label: string) {
  const server = faultyServer(label);
  const { api } = await startWorker({ databaseName: uniqueDatabaseName(label), apiBase: server.apiBase });
  const [summary] = (await api.listGroups()).groups.filter((group) => group.mrName === DEMO_ROUND_NAME);
  const tsIds = [...new Set((await api.loadGroup(summary.mrId)).entries.map((entry) => entry.tsId))];
  return { server, api, tsIds };
}

/** Pushes collected; `arrived(n)` waits until n have arrived. */
function collected<T>() {
  const pushes: T[] = [];
  return { pushes, onPush: proxy((push: T) => void pushes.push(push)), arrived: (count: number) => expect.poll(() => pushes.length).toBe(count) };
}

const columns = (piece: HistoryResult) => piece.series.map((series) => [series.tsId, Array.from(series.t)]);

test('issue 32 item 2: analysis charts opened again show the stored copy before the server answers, then its refresh', async () => {
  const { server, api, tsIds } = await openedOnce('stored-first-charts');
  const first = collected<HistoryResult>();
  await api.pushAnalysisHistory(tsIds, 400, 2, first.onPush);
  expect(first.pushes).toHaveLength(2); // nothing stored yet: only the server's two pieces
  const readsBefore = await server.answeredCount('GET', VALUES_PATH);

  await server.failNext({ method: 'GET', path: VALUES_PATH, times: 100, mode: 'hold' });
  const again = collected<HistoryResult>();
  const opened = api.pushAnalysisHistory(tsIds, 400, 2, again.onPush);
  await again.arrived(2);
  expect(await server.answeredCount('GET', VALUES_PATH), 'shown before the server answered').toBe(readsBefore);
  expect(again.pushes.map(columns)).toEqual(first.pushes.map(columns));
  await server.release();
  await expect.poll(async () => (await server.release(), again.pushes.length)).toBe(4);
  await opened;
  expect(again.pushes.slice(2).map(columns)).toEqual(first.pushes.map(columns));
  expect(again.pushes.every((piece) => !piece.fromCache)).toBe(true);
});

test('issue 32 item 2: a refresh that fails keeps the stored copy shown and says so', async () => {
  const { server, api, tsIds } = await openedOnce('stored-first-refused');
  await api.pushAnalysisHistory(tsIds, 400, tsIds.length, proxy(() => {}));
  await server.failNext({ method: 'GET', path: VALUES_PATH, times: 100, mode: 'refuse', status: 503 });
  const again = collected<HistoryResult>();
  await api.pushAnalysisHistory(tsIds, 400, tsIds.length, again.onPush);
  expect(again.pushes.map((piece) => piece.fromCache)).toEqual([false, true]);
  const shown = new Map(again.pushes[0].series.map((series) => [series.tsId, Array.from(series.t)]));
  for (const series of again.pushes[1].series) if (series.t.length > 0) expect(Array.from(series.t)).toEqual(shown.get(series.tsId));
});

test('issue 32 item 2: the table, the remarks and the timeseries chart opened again show the stored history first', async () => {
  const { server, api, tsIds } = await openedOnce('stored-first-views');
  // the chart's window (historyYears) first: the table's longer one replaces its stored copy
  await api.pushHistory([tsIds[0]], proxy(() => {}));
  const table = collected<AnalysisTableView>();
  await api.pushAnalysisTable(DEMO_ROUND_NAME, 'de', table.onPush);
  const readsBefore = await server.requestCount('GET', VALUES_PATH);

  await server.failNext({ method: 'GET', path: VALUES_PATH, times: 100, mode: 'hold' });
  const tableAgain = collected<AnalysisTableView>();
  const remarks = collected<AnalysisRemarksView>();
  const chart = collected<HistoryResult>();
  const opened = [
    api.pushAnalysisTable(DEMO_ROUND_NAME, 'de', tableAgain.onPush),
    api.pushAnalysisRemarks(DEMO_ROUND_NAME, remarks.onPush),
    api.pushHistory([tsIds[0]], chart.onPush),
  ];
  await Promise.all([tableAgain.arrived(1), remarks.arrived(1), chart.arrived(1)]);
  expect(await server.answeredCount('GET', VALUES_PATH), 'shown before the server answered').toBe(readsBefore);
  expect(tableAgain.pushes[0]).toEqual(table.pushes.at(-1));
  expect(remarks.pushes[0].stations.flatMap((station) => station.remarks).length).toBeGreaterThan(0);
  expect(chart.pushes[0].series[0].t.length).toBeGreaterThan(0);

  await expect.poll(async () => (await server.release(), tableAgain.pushes.length + remarks.pushes.length + chart.pushes.length)).toBe(6);
  await Promise.all(opened);
  expect(tableAgain.pushes[1]).toEqual(table.pushes.at(-1));
  expect(chart.pushes.map((piece) => piece.fromCache)).toEqual([false, false]);
  expect(chart.pushes[1].series[0].t.length).toBeGreaterThan(0);
});
