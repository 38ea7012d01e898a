// issue 32 item 2: the analysis (charts, table, remarks) and the timeseries chart show the history stored on this
// device at once, then refresh it from the server; a refresh that fails keeps what is shown, with the notice of a
// stored copy. The values call is held at the fault proxy: what arrives before its release came from the device.
import { expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import type { HistoryResult, TsId } from '../../../src/shared/contract';
import { readTopic } from './read-topic';
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

const charts = (tsIds: TsId[], shownFirst: number) => ({ kind: 'analysis-history', tsIds, chartColumns: 400, shownFirst }) as const;
const table = { kind: 'analysis-table', groupName: DEMO_ROUND_NAME, locale: 'de' } as const;

const columns = (piece: HistoryResult) => piece.series.map((series) => [series.tsId, Array.from(series.t)]);

test('issue 32 item 2: analysis charts opened again show the stored copy before the server answers, then its refresh', async () => {
  const { server, api, tsIds } = await openedOnce('stored-first-charts');
  const first = await (await readTopic(api, charts(tsIds, 2))).finished;
  expect(first).toHaveLength(2); // nothing stored yet: only the server's two pieces
  const readsBefore = await server.answeredCount('GET', VALUES_PATH);

  await server.failNext({ method: 'GET', path: VALUES_PATH, times: 100, mode: 'hold' });
  const again = await readTopic(api, charts(tsIds, 2));
  await again.arrived(2);
  expect(await server.answeredCount('GET', VALUES_PATH), 'shown before the server answered').toBe(readsBefore);
  expect(again.pieces.map(columns)).toEqual(first.map(columns));
  await server.release();
  await expect.poll(async () => (await server.release(), again.pieces.length)).toBe(4);
  await again.finished;
  expect(again.pieces.slice(2).map(columns)).toEqual(first.map(columns));
  expect(again.pieces.every((piece) => !piece.fromCache)).toBe(true);
  expect(again.lastFlags).toEqual([false, false, false, true]);
});

test('issue 32 item 2: a refresh that fails keeps the stored copy shown and says so', async () => {
  const { server, api, tsIds } = await openedOnce('stored-first-refused');
  await (await readTopic(api, charts(tsIds, tsIds.length))).finished;
  await server.failNext({ method: 'GET', path: VALUES_PATH, times: 100, mode: 'refuse', status: 503 });
  const again = await (await readTopic(api, charts(tsIds, tsIds.length))).finished;
  expect(again.map((piece) => piece.fromCache)).toEqual([false, true]);
  const shown = new Map(again[0].series.map((series) => [series.tsId, Array.from(series.t)]));
  for (const series of again[1].series) if (series.t.length > 0) expect(Array.from(series.t)).toEqual(shown.get(series.tsId));
});

test('issue 32 item 2: the table, the remarks and the timeseries chart opened again show the stored history first', async () => {
  const { server, api, tsIds } = await openedOnce('stored-first-views');
  // the chart's window (historyYears) first: the table's longer one replaces its stored copy
  const chartTopic = { kind: 'history' as const, tsIds: [tsIds[0]] };
  await (await readTopic(api, chartTopic)).finished;
  const tableViews = await (await readTopic(api, table)).finished;
  const readsBefore = await server.requestCount('GET', VALUES_PATH);

  await server.failNext({ method: 'GET', path: VALUES_PATH, times: 100, mode: 'hold' });
  const tableAgain = await readTopic(api, table);
  const remarks = await readTopic(api, { kind: 'analysis-remarks', groupName: DEMO_ROUND_NAME });
  const chart = await readTopic(api, chartTopic);
  await Promise.all([tableAgain.arrived(1), remarks.arrived(1), chart.arrived(1)]);
  expect(await server.answeredCount('GET', VALUES_PATH), 'shown before the server answered').toBe(readsBefore);
  expect(tableAgain.pieces[0]).toEqual(tableViews.at(-1));
  expect(remarks.pieces[0].stations.flatMap((station) => station.remarks).length).toBeGreaterThan(0);
  expect(chart.pieces[0].series[0].t.length).toBeGreaterThan(0);

  await expect.poll(async () => (await server.release(), tableAgain.pieces.length + remarks.pieces.length + chart.pieces.length)).toBe(6);
  await Promise.all([tableAgain.finished, remarks.finished, chart.finished]);
  expect(tableAgain.pieces[1]).toEqual(tableViews.at(-1));
  expect(chart.pieces.map((piece) => piece.fromCache)).toEqual([false, false]);
  expect(chart.pieces[1].series[0].t.length).toBeGreaterThan(0);
});
