// issue 16 / spec archive.md §3, entry.md §7: the server's answers on the long fixture (demo/long-history.ts, seeded
// in SQL with generate_series): a round's timeseries metadata and the metadata call at a past entry date equal the
// shared rule over the fixture's values, with the numbers the fixture defines; the values call pages a 2-year window.
// The test seeds 2 series × 350,000 values (10 years of 15-minute values) on PGlite and PostgreSQL alike: the
// command's 40 × 700,000 take minutes on PGlite (docs/decisions/server.md "Timeseries").
import { subYears } from 'date-fns';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/database';
import {
  LONG_GAP_EVERY,
  LONG_REMARK_EVERY,
  LONG_REMARK_TEXT,
  LONG_STEP_MINUTES,
  longTsId,
  seedLongRound,
  type LongRound,
} from '../../../src/server/demo/long-history';
import { apiPaths, type MeasureRoundResponse, type TimeseriesMetadataAtResponse } from '../../../src/shared/api';
import { timeseriesMetadata, type MetadataReading } from '../../../src/shared/rules/timeseries-metadata';
import type { HistoricColumnsPage } from '../../../src/shared/schema/timeseries';
import { openTestDatabase, testDatabases } from './support/server';

const ROUND: LongRound = { mrId: 9711, mrName: 'Langzeit Test', series: 2, values: 350_000 };
const STEP_MS = LONG_STEP_MINUTES * 60_000;
const DAY_MS = 86_400_000;
/**
 * The file's one "now" (issue 36 defect c): noon UTC of the day the file is loaded. The fixture ends then, and the
 * server in this process reads the same time from Date while the file runs, so a run across midnight sees one day.
 */
const NOW = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS / 2);

beforeAll(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

/** The fixture's values as documented: series s (1-based), value n = (1000·s + n mod 1000) / 100, gaps and remarks. */
function fixtureReadings(seriesIndex: number, end: Date): MetadataReading[] {
  return Array.from({ length: ROUND.values }, (_, n) => ({
    time: end.getTime() - (ROUND.values - 1 - n) * STEP_MS,
    value: n % LONG_GAP_EVERY === LONG_GAP_EVERY - 1 ? null : ((seriesIndex + 1) * 1000 + (n % 1000)) / 100,
    ...(n % LONG_REMARK_EVERY === 0 && { staRemarkText: LONG_REMARK_TEXT }),
  }));
}

describe.each(testDatabases)('issue 16 answers on the long fixture (2 series × 350,000 values), on $name', (database) => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const end = NOW;

  beforeAll(async () => {
    db = await openTestDatabase(database, 'hwe_test_long_history');
    expect(await seedLongRound(db, ROUND, end)).toBe(true);
    expect(await seedLongRound(db, ROUND, end)).toBe(false);
    app = await buildApp({ db, staticDir: '/nonexistent' });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  test('GET /measure-round: each entry carries the metadata of its 350,000 values as of now (last of a series ending in a gap, ties at the maximum)', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.measureRound(ROUND.mrId) });
    expect(response.statusCode).toBe(200);
    const answer = JSON.parse(response.body) as MeasureRoundResponse;
    expect(new Date()).toEqual(NOW);
    expect(answer.entries.map((entry) => entry.tsId)).toEqual([longTsId(ROUND, 0), longTsId(ROUND, 1)]);
    for (const [index, entry] of answer.entries.entries()) {
      expect(entry.tsData).toEqual(timeseriesMetadata(fixtureReadings(index, end), NOW));
    }
    // the numbers the fixture defines, series 2: the newest value (n = 349,999) is a gap
    expect(answer.entries[1].tsData).toMatchObject({
      last: { dt: new Date(end.getTime() - STEP_MS).toISOString(), value: 29.98 },
      min: 20,
      max: 29.99,
      minExcludingLast: 20,
      maxExcludingLast: 29.99,
      sameDay: true,
    });
    expect(answer.entries[1].tsData!.staRemarks!.length).toBeGreaterThanOrEqual(12);
    expect(answer.entries[1].tsData!.staRemarks!.length).toBeLessThanOrEqual(13);
  });

  test('GET /timeseries/metadata at an entry date 3 years back equals the shared rule at that date', async () => {
    const entryDate = new Date(subYears(end, 3).getTime() + 7 * 60_000);
    const tsIds = [longTsId(ROUND, 0), longTsId(ROUND, 1)];
    const response = await app.inject({ method: 'GET', url: apiPaths.timeseriesMetadataAt(tsIds, entryDate.toISOString()) });
    expect(response.statusCode).toBe(200);
    const answer = JSON.parse(response.body) as TimeseriesMetadataAtResponse;
    for (const [index, tsId] of tsIds.entries()) expect(answer[tsId]).toEqual(timeseriesMetadata(fixtureReadings(index, end), entryDate));
    expect(answer[tsIds[0]]).toMatchObject({ min: 10, max: 19.99, sameDay: true });
  });

  test('GET /timeseries/values in column form, 2 years from now in pages of 50,000: every value of the window once', async () => {
    const from = subYears(end, 2).toISOString();
    const tsIds = [longTsId(ROUND, 1), longTsId(ROUND, 0)];
    const times: number[][] = [];
    let after: string | undefined;
    do {
      const response = await app.inject({ method: 'GET', url: apiPaths.timeseriesValues(tsIds, { from, limit: 50_000, after, columns: true }) });
      expect(response.statusCode).toBe(200);
      const page = JSON.parse(response.body) as HistoricColumnsPage;
      expect(page.series.reduce((sum, series) => sum + series.t.length, 0)).toBeLessThanOrEqual(50_000);
      for (const series of page.series) times.push(series.t);
      after = page.next;
    } while (after);
    const expected = fixtureReadings(0, end).filter((reading) => reading.time >= Date.parse(from)).map((reading) => reading.time);
    const received = times.flat();
    expect(received).toHaveLength(2 * expected.length);
    expect(received.slice(0, expected.length)).toEqual(expected);
    expect(received.slice(expected.length)).toEqual(expected);
  });
});
