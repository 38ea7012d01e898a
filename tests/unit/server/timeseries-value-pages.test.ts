// issue 16 / spec entry.md §7 GET timeseries values in pages: a window (`from`), a limit and a continuation, in the
// array form (continuation in the Link header) and in column form (continuation as `next`). Followed to the end, the
// pages hold every value of the window exactly once, ties at the same dt included; a call without a limit answers
// at most MAX_VALUES_PAGE values.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/database';
import { appendValues, readValues } from '../../../src/server/db/queries/history';
import { seedIfEmpty } from '../../../src/server/db/seed';
import { apiPaths, type ValuesPageQuery } from '../../../src/shared/api';
import type { HistoricValue } from '../../../src/shared/schema/timeseries';
import { MAX_VALUES_PAGE, type HistoricColumnsPage, type HistoricCompactPage } from '../../../src/shared/schema/timeseries';
import { columnsFromCompact } from '../../../src/shared/format/compact-values';
import { openTestDatabase, testDatabases } from './support/server';
import { TODAY, tinyDemo } from './support/tiny-demo';

const TS_IDS = ['TS-2002-W', 'TS-1001-W', 'TS-2001-VB01'];
const FROM = new Date(TODAY.getTime() - 10 * 86_400_000).toISOString();
/** a series of its own with more values than one answer may hold */
const LONG_TS_ID = 'TS-1002-W';

describe.each(testDatabases)('issue 16 spec entry.md §7 the values call in pages, on $name', (database) => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const get = (url: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url });

  beforeAll(async () => {
        db = await openTestDatabase(database, 'hwe_test_value_pages');
    await seedIfEmpty(db, tinyDemo);
    // ties: two rounds post the same timeseries at the same dt, inside the window
    for (const instanceId of ['22222222-0000-4000-8000-000000000001', '22222222-0000-4000-8000-000000000002']) {
      await appendValues(db, instanceId, [
        { tsId: 'TS-2002-W', dt: new Date(TODAY.getTime() - 86_400_000), value: 100.5, staRemark: { text: 'Eis am Pegel' } },
        { tsId: 'TS-1001-W', dt: new Date(TODAY.getTime() - 86_400_000), value: null, tsRemark: { text: 'kein Wert' } },
      ]);
    }
    app = await buildApp({ db, staticDir: '/nonexistent' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /** every value of the window, in series (id) order, then dt, then the order written */
  async function expectedValues(tsIds: string[], from?: string): Promise<HistoricValue[]> {
    const values = await readValues(db, tsIds, from ? new Date(from) : undefined);
    return [...tsIds].sort().flatMap((tsId) => values.filter((value) => value.tsId === tsId));
  }

  test('array form: limit 7 from a date, followed through the Link header, gives every value of the window once, 7 per page', async () => {
    const expected = await expectedValues(TS_IDS, FROM);
    expect(expected.length).toBeGreaterThan(21);
    const pages: HistoricValue[][] = [];
    let url: string | undefined = apiPaths.timeseriesValues(TS_IDS, { from: FROM, limit: 7 });
    while (url) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      pages.push(JSON.parse(answer.body) as HistoricValue[]);
      url = /^<([^>]+)>; rel="next"$/.exec(String(answer.headers.link ?? ''))?.[1];
    }
    expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
    expect(pages.at(-1)!.length).toBeLessThanOrEqual(7);
    expect(pages.flat()).toEqual(expected);
    expect(pages.flat().every((value) => value.dt >= FROM)).toBe(true);
  });

  test('column form: limit 5, followed through next, gives the same values as times, values and remarks by position', async () => {
    const expected = await expectedValues(TS_IDS, FROM);
    const pages: HistoricColumnsPage[] = [];
    let query: ValuesPageQuery | undefined = { from: FROM, limit: 5, columns: true };
    while (query) {
      const answer = await get(apiPaths.timeseriesValues(TS_IDS, query));
      expect(answer.statusCode).toBe(200);
      const page = JSON.parse(answer.body) as HistoricColumnsPage;
      pages.push(page);
      query = page.next ? { from: FROM, limit: 5, columns: true, after: page.next } : undefined;
    }
    expect(pages.slice(0, -1).every((page) => page.series.reduce((sum, series) => sum + series.t.length, 0) === 5)).toBe(true);
    const rebuilt = pages.flatMap((page) =>
      page.series.flatMap((series) =>
        series.t.map((time, index) => {
          const remark = series.remarks?.find((candidate) => candidate.i === index);
          return {
            tsId: series.tsId,
            dt: new Date(time).toISOString(),
            value: series.v[index],
            ...(remark?.staRemark && { staRemark: remark.staRemark }),
            ...(remark?.tsRemark && { tsRemark: remark.tsRemark }),
          };
        }),
      ),
    );
    expect(rebuilt).toEqual(expected.map(({ instanceId: _instanceId, ...value }) => value));
    expect(rebuilt.filter((value) => value.staRemark?.text === 'Eis am Pegel')).toHaveLength(2);
  });

  test('issue 38 extension values-compact: the same pages in the compact form, decoded to the very same columns, within the same limits', async () => {
    const query = { from: FROM, limit: 5, columns: true };
    const plain = JSON.parse((await get(apiPaths.timeseriesValues(TS_IDS, query))).body) as HistoricColumnsPage;
    const compact = JSON.parse((await get(apiPaths.timeseriesValues(TS_IDS, { ...query, compact: true }))).body) as HistoricCompactPage;
    expect(compact.next).toBe(plain.next);
    expect(compact.series.map(columnsFromCompact)).toEqual(plain.series);
    expect(compact.series.some((part) => part.d !== undefined && part.t.length < part.v.length)).toBe(true);
    const over = await get(apiPaths.timeseriesValues(TS_IDS, { ...query, limit: MAX_VALUES_PAGE + 1, compact: true }));
    expect(over.statusCode).toBe(400);
    const info = JSON.parse((await get(apiPaths.info())).body) as { extensions: string[] };
    expect(info.extensions).toContain('values-compact');
  });

  test('without a limit: at most 100,000 values and a Link to the rest; the rest follows', async () => {
    await db.query(
      `INSERT INTO ts_value (ts_id, dt, value)
       SELECT $1, timestamptz '2020-01-01T00:00:00Z' + n * interval '15 minutes', n FROM generate_series(0, $2::int - 1) AS n`,
      [LONG_TS_ID, MAX_VALUES_PAGE + 3],
    );
    const first = await get(apiPaths.timeseriesValues([LONG_TS_ID]));
    const firstValues = JSON.parse(first.body) as HistoricValue[];
    expect(firstValues).toHaveLength(MAX_VALUES_PAGE);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toContain('after=');
    const rest = await get(next!);
    expect(rest.headers.link).toBeUndefined();
    const all = await expectedValues([LONG_TS_ID]);
    expect([...firstValues, ...(JSON.parse(rest.body) as HistoricValue[])]).toEqual(all);
    expect(all).toHaveLength(MAX_VALUES_PAGE + 3 + tinyDemo().history.find((series) => series.tsId === LONG_TS_ID)!.t.length);
  }, 120_000);

  test('a limit above 100,000, a limit of 0, a made-up continuation or one of other series is refused with 400', async () => {
    for (const url of [
      `${apiPaths.timeseriesValues(TS_IDS)}&limit=${MAX_VALUES_PAGE + 1}`,
      `${apiPaths.timeseriesValues(TS_IDS)}&limit=0`,
      apiPaths.timeseriesValues(TS_IDS, { after: 'bm9uc2Vuc2U' }),
      apiPaths.timeseriesValues(TS_IDS, { after: Buffer.from(JSON.stringify([LONG_TS_ID, '2020-01-01T00:00:00.000000Z', '1'])).toString('base64url') }),
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
    }
  });
});
