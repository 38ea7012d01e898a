// issue 16 / spec entry.md §4 preload, §7 timeseries values: the worker asks only for the window plausibility and
// charts need (setting historyYears, default 2 years), in column form, and follows the continuation until the window
// is complete. The round of two series × 2.5 years of 15-minute values (tests/support/long-history-round.ts) holds
// about 140,000 values in 2 years: more than one answer of the values call (MAX_VALUES_PAGE) may hold.
import { subYears } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { analysisHistoryStart } from '../../../src/shared/rules/analysis';
import { MAX_VALUES_PAGE } from '../../../src/shared/schema/timeseries';
import type { HistoryResult, HistorySeries } from '../../../src/shared/contract';
import { historyOf, readTopic } from './read-topic';
import { LARGE_ARCHIVE_PREFIX } from '../../support/large-archive-route';
import {
  LONG_ROUND_NAME,
  LONG_ROUND_REMARK_EVERY,
  LONG_ROUND_STEP_MS,
  LONG_ROUND_TS_IDS,
  LONG_ROUND_VALUES,
} from '../../support/long-history-round';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, UNREACHABLE_API } from './start-worker';

stopWorkersAfterEachTest();
const worker = async (databaseName: string, apiBase = LARGE_ARCHIVE_PREFIX) => (await startWorker({ databaseName, apiBase })).api;

/**
 * The analysis charts' history as the screen reads it (topic 'analysis-history'): the server's, its last piece.
 * Without `chartColumns`, as many columns as readings: nothing is reduced.
 */
async function analysisHistory(api: Awaited<ReturnType<typeof worker>>, chartColumns = LONG_ROUND_VALUES): Promise<HistoryResult> {
  const read = await readTopic(api, { kind: 'analysis-history', tsIds: LONG_ROUND_TS_IDS, chartColumns, shownFirst: LONG_ROUND_TS_IDS.length });
  return (await read.finished).at(-1)!;
}

/** Every value from the window's start to the newest, 15 minutes apart: none missing, none twice. */
function expectWindow(series: HistorySeries, years: number, asked: { before: number; after: number }): void {
  const first = series.t[0];
  expect(first).toBeGreaterThanOrEqual(subYears(asked.before, years).getTime());
  expect(first - LONG_ROUND_STEP_MS).toBeLessThan(subYears(asked.after, years).getTime());
  expect(series.t.at(-1)!).toBeLessThanOrEqual(asked.after);
  expect(series.t.at(-1)!).toBeGreaterThan(asked.before - 86_400_000);
  expect(series.t.length).toBe((series.t.at(-1)! - first) / LONG_ROUND_STEP_MS + 1);
  expect(series.t.every((time, index) => index === 0 || time - series.t[index - 1] === LONG_ROUND_STEP_MS)).toBe(true);
  // a station remark every 30 days, at its value's position
  expect(series.remarks.length).toBeGreaterThanOrEqual(Math.floor(series.t.length / LONG_ROUND_REMARK_EVERY));
  for (const remark of series.remarks) expect(remark.staRemark).toEqual({ text: 'Kontrolle Pegellatte' });
}

describe('issue 16 the worker loads the history window page after page', () => {
  test('by default the last 2 years: about 140,000 values of 2 series, more than one answer holds, arrive complete', async () => {
    const api = await worker(uniqueDatabaseName('history-window'));
    const before = Date.now();
    const { series, fromCache } = await historyOf(api, LONG_ROUND_TS_IDS);
    const asked = { before, after: Date.now() };
    expect(fromCache).toBe(false);
    expect(series.map((one) => one.tsId)).toEqual(LONG_ROUND_TS_IDS);
    for (const one of series) expectWindow(one, 2, asked);
    expect(series.reduce((sum, one) => sum + one.t.length, 0)).toBeGreaterThan(MAX_VALUES_PAGE);
    expect(Array.from(series[1].v.slice(0, 3))).toEqual(Array.from(series[0].v.slice(0, 3), (value) => value + 10));
  });

  test('the analysis asks from 1 January three years back (archive.md §2 current year and the 3 before): all 2.5 years arrive', async () => {
    const api = await worker(uniqueDatabaseName('history-window-analysis'));
    const from = analysisHistoryStart(new Date());
    const { series } = await analysisHistory(api);
    for (const one of series) {
      expect(one.t.length).toBe(LONG_ROUND_VALUES);
      expect(one.t[0]).toBeGreaterThan(from.getTime());
    }
  });

  test('issue 13: for charts 720 device pixels wide each series arrives reduced to at most 4 readings per pixel column, its highest and lowest kept', async () => {
    const api = await worker(uniqueDatabaseName('history-window-chart-columns'));
    const full = (await analysisHistory(api)).series;
    const reduced = (await analysisHistory(api, 720)).series;
    expect(reduced.map((one) => one.tsId)).toEqual(LONG_ROUND_TS_IDS);
    reduced.forEach((one, index) => {
      const values = (series: HistorySeries) => Array.from(series.v).filter((value) => !Number.isNaN(value));
      expect(full[index].t.length).toBe(LONG_ROUND_VALUES);
      expect(one.t.length).toBeLessThanOrEqual(4 * 720);
      expect([one.t[0], one.t.at(-1)]).toEqual([full[index].t[0], full[index].t.at(-1)]);
      expect(Math.max(...values(one))).toBe(Math.max(...values(full[index])));
      expect(Math.min(...values(one))).toBe(Math.min(...values(full[index])));
    });
  });

  test('issue 38: the charts screen gets its history in pieces, the series on screen alone first, each reduced as in one answer', async () => {
    const api = await worker(uniqueDatabaseName('history-window-pieces'));
    const whole = (await analysisHistory(api, 720)).series;
    const read = await readTopic(api, { kind: 'analysis-history', tsIds: LONG_ROUND_TS_IDS, chartColumns: 720, shownFirst: 1 });
    const pieces = (await read.finished).map((piece) => {
      expect(piece.fromCache).toBe(false);
      return piece.series;
    });
    expect(read.lastFlags, 'the last piece is the final one').toEqual([false, false, false, true]);
    // issue 32 item 2: the copies stored by the load before come first, then the server's
    const inPieces = [[LONG_ROUND_TS_IDS[0]], [LONG_ROUND_TS_IDS[1]]];
    expect(pieces.map((piece) => piece.map((one) => one.tsId))).toEqual([...inPieces, ...inPieces]);
    pieces.flat().forEach((one, index) => {
      expect(Array.from(one.t)).toEqual(Array.from(whole[index % 2].t));
      expect(Array.from(one.v)).toEqual(Array.from(whole[index % 2].v));
    });
  });

  test('issue 13 analysis chart zoom: a zoomed range is reduced from the stored full readings, every reading once they fit', async () => {
    const api = await worker(uniqueDatabaseName('history-window-chart-zoom'));
    const [full] = (await analysisHistory(api)).series;
    const [reduced] = (await analysisHistory(api, 720)).series;
    // a day (96 readings, 15 minutes apart) in the middle: the full range's reduction left most of them out
    const first = Math.floor(full.t.length / 2);
    const last = first + 95;
    const hidden = Array.from(full.t.slice(first, last + 1)).filter((time) => !reduced.t.includes(time));
    expect(hidden.length).toBeGreaterThan(50);
    const day = await api.getAnalysisRange(LONG_ROUND_TS_IDS[0], full.t[first], full.t[last], 720);
    expect(Array.from(day.t)).toEqual(Array.from(full.t.slice(first - 1, last + 2)));
    expect(Array.from(day.v)).toEqual(Array.from(full.v.slice(first - 1, last + 2)));
    // 60 days (5,760 readings) do not fit 720 columns: at most 4 per column, the range's highest and lowest kept
    const wide = await api.getAnalysisRange(LONG_ROUND_TS_IDS[0], full.t[first], full.t[first + 5759], 720);
    const inRange = Array.from(full.v.slice(first, first + 5760)).filter((value) => !Number.isNaN(value));
    const kept = Array.from(wide.v.slice(1, -1)).filter((value) => !Number.isNaN(value));
    expect(wide.t.length).toBeLessThanOrEqual(4 * 720 + 2);
    expect(Math.max(...kept)).toBe(Math.max(...inRange));
    expect(Math.min(...kept)).toBe(Math.min(...inRange));
  });

  test('issue 13: the analysis answers before its copy is stored, and the copy is stored whole: offline the same readings are answered', async () => {
    const databaseName = uniqueDatabaseName('history-window-analysis-copy');
    const online = (await analysisHistory(await worker(databaseName))).series;
    const offline = await worker(databaseName, UNREACHABLE_API);
    const stored = await analysisHistory(offline);
    expect(stored.fromCache).toBe(true);
    stored.series.forEach((one, index) => {
      expect(one.t.length).toBe(online[index].t.length);
      expect([one.t[0], one.t.at(-1)]).toEqual([online[index].t[0], online[index].t.at(-1)]);
      expect(Array.from(one.v)).toEqual(Array.from(online[index].v));
    });
  });

  test('preload with historyYears 1 stores one year of each series; offline the stored year is answered', async () => {
    const databaseName = uniqueDatabaseName('history-window-preload');
    const online = await worker(databaseName);
    await online.saveLocalSettings({ historyYears: 1 });
    const before = Date.now();
    const result = await online.preloadOffline('job-history-window', [LONG_ROUND_NAME]);
    const asked = { before, after: Date.now() };
    expect(result).toMatchObject({ groups: 1, timeseries: 2, errors: [] });

    const offline = await worker(databaseName, UNREACHABLE_API);
    const { series, fromCache } = await historyOf(offline, LONG_ROUND_TS_IDS);
    expect(fromCache).toBe(true);
    for (const one of series) expectWindow(one, 1, asked);
  });
});
