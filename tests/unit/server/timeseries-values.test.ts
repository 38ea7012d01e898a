// issue 5 bench: the values call answers the JSON texts stored per value; it must equal readValues, both the
// first time a value is read (texts built and stored) and afterwards (stored texts joined).
// issue 13: the server keeps answers for series that did not change; every write of a value — a post, a changed
// remark, a removed value — shows in the next answer, in the array form and in column form, compressed or not.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/database';
import { appendValues, readValues, type NewValue } from '../../../src/server/db/queries/history';
import { seedIfEmpty } from '../../../src/server/db/seed';
import { apiPaths } from '../../../src/shared/api';
import type { HistoricValue } from '../../../src/shared/schema/timeseries';
import type { HistoricColumnsPage } from '../../../src/shared/schema/timeseries';
import { openTestDatabase, testDatabases } from './support/server';
import { tinyDemo } from './support/tiny-demo';

const TS_IDS = ['TS-2002-W', 'TS-1001-W', 'TS-2001-VB01'];
const valuesPath = (remarks: boolean) => `/hwe-api/v2/timeseries/values?${remarks ? 'remarks=true&' : ''}${TS_IDS.map((tsId) => `tsId=${tsId}`).join('&')}`;

const ARRAY_FORM = apiPaths.timeseriesValues(TS_IDS);
const COLUMN_FORM = apiPaths.timeseriesValues(TS_IDS, { columns: true });
const INSTANCE_ID = '33333333-0000-4000-8000-000000000001';
const POSTED_DT = new Date(Date.UTC(2026, 2, 16, 7, 0, 0, 500));

const withoutRemarks = (values: HistoricValue[]) => values.map(({ staRemark: _sta, tsRemark: _ts, ...value }) => value);

describe.each(testDatabases)('issue 5 spec entry.md §7 GET timeseries values equals the stored values on $name', (database) => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const get = (remarks: boolean): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url: valuesPath(remarks) });

  beforeAll(async () => {
        db = await openTestDatabase(database, 'hwe_test_values');
    await seedIfEmpty(db, tinyDemo);
    app = await buildApp({ db, staticDir: '/nonexistent' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /** values of a posted round: remarks with quotes, umlauts, line breaks and images, a null value, a plain one */
  async function post(instanceId: string, minute: number): Promise<void> {
    const at = (m: number) => new Date(Date.UTC(2026, 2, 16, 7, minute + m, 0, 123));
    const values: NewValue[] = [
      { tsId: 'TS-2002-W', dt: at(0), value: 131.25, staRemark: { text: 'Pegel "vereist"\nÜberlauf', images: ['a.jpg'] }, tsRemark: { text: 'Sonde prüfen' } },
      { tsId: 'TS-2002-W', dt: at(1), value: null, tsRemark: { text: 'kein Wert' } },
      { tsId: 'TS-2001-VB01', dt: at(2), value: 0.1 + 0.2 },
      { tsId: 'TS-1001-W', dt: at(3), value: -4e-7 },
    ];
    await appendValues(db, instanceId, values);
  }

  test('remarks=true: the first and the later answers equal readValues, byte for byte the same; values at the same dt in the order posted', async () => {
    await post('11111111-0000-4000-8000-000000000001', 0);
    await post('11111111-0000-4000-8000-000000000003', 0); // the same timeseries and dts from a second round
    const first = await get(true);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = await readValues(db, TS_IDS);
    expect(JSON.parse(first.body)).toEqual(expected);
    expect((await get(true)).body).toBe(first.body);

    const atFirstDt = expected.filter((value) => value.tsId === 'TS-2002-W' && value.dt === '2026-03-16T07:00:00.123Z');
    expect(atFirstDt.map((value) => value.instanceId)).toEqual(['11111111-0000-4000-8000-000000000001', '11111111-0000-4000-8000-000000000003']);
    const posted = expected.filter((value) => value.instanceId === '11111111-0000-4000-8000-000000000001');
    expect(posted).toEqual([
      { tsId: 'TS-1001-W', dt: '2026-03-16T07:03:00.123Z', value: -4e-7, instanceId: '11111111-0000-4000-8000-000000000001' },
      { tsId: 'TS-2001-VB01', dt: '2026-03-16T07:02:00.123Z', value: 0.30000000000000004, instanceId: '11111111-0000-4000-8000-000000000001' },
      {
        tsId: 'TS-2002-W',
        dt: '2026-03-16T07:00:00.123Z',
        value: 131.25,
        instanceId: '11111111-0000-4000-8000-000000000001',
        staRemark: { text: 'Pegel "vereist"\nÜberlauf', images: ['a.jpg'] },
        tsRemark: { text: 'Sonde prüfen' },
      },
      { tsId: 'TS-2002-W', dt: '2026-03-16T07:01:00.123Z', value: null, instanceId: '11111111-0000-4000-8000-000000000001', tsRemark: { text: 'kein Wert' } },
    ]);
    const seeded = expected.filter((value) => value.tsId === 'TS-2002-W' && !value.instanceId);
    expect(seeded[3]).toEqual({ tsId: 'TS-2002-W', dt: seeded[3].dt, value: null });
    expect(seeded[5].staRemark).toEqual({ text: 'Datensammler getauscht' });
  });

  test('without remarks: the first and the later answers equal readValues without remarks', async () => {
    await post('11111111-0000-4000-8000-000000000002', 10);
    const first = await get(false);
    const expected = withoutRemarks(await readValues(db, TS_IDS));
    expect(JSON.parse(first.body)).toEqual(expected);
    expect(expected.filter((value) => value.instanceId === '11111111-0000-4000-8000-000000000002')).toHaveLength(4);
    expect((await get(false)).body).toBe(first.body);
    expect(JSON.parse((await get(true)).body)).toEqual(await readValues(db, TS_IDS));
  });

  /** the answer's text, decompressed as its Content-Encoding says */
  async function answerText(url: string, acceptEncoding?: string): Promise<string> {
    const answer = await app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    expect(answer.statusCode).toBe(200);
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(answer.rawPayload).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(answer.rawPayload).toString('utf8');
    expect(encoding).toBeUndefined();
    return answer.body;
  }

  /** each form, asked twice (the second answer is the kept one) and in every encoding, equals the stored values */
  async function expectAnswersOfStoredValues(): Promise<void> {
    const expected = await readValues(db, TS_IDS);
    for (const acceptEncoding of [undefined, 'br', 'gzip, deflate', 'gzip;q=0.5, br;q=0']) {
      for (let time = 0; time < 2; time++) {
        expect(JSON.parse(await answerText(ARRAY_FORM, acceptEncoding)), `${acceptEncoding}`).toEqual(expected);
        const columns = JSON.parse(await answerText(COLUMN_FORM, acceptEncoding)) as HistoricColumnsPage;
        const rebuilt = columns.series.flatMap((series) =>
          series.t.map((t, i) => ({ tsId: series.tsId, dt: new Date(t).toISOString(), value: series.v[i] })),
        );
        expect(rebuilt).toEqual(expected.map(({ tsId, dt, value }) => ({ tsId, dt, value })));
      }
    }
  }

  test('issue 13: kept answers — a posted value, a changed remark and a removed value each show in the next answers', async () => {
    await expectAnswersOfStoredValues();
    await appendValues(db, INSTANCE_ID, [{ tsId: 'TS-1001-W', dt: POSTED_DT, value: 42.5, staRemark: { text: 'neu' } }]);
    await expectAnswersOfStoredValues();
    expect((await readValues(db, ['TS-1001-W'])).filter((value) => value.instanceId === INSTANCE_ID)).toHaveLength(1);

    await db.query(`UPDATE ts_value SET sta_remark = '{"text":"geändert"}', value = 43 WHERE instance_id = $1`, [INSTANCE_ID]);
    await expectAnswersOfStoredValues();
    expect((await readValues(db, ['TS-1001-W'])).find((value) => value.instanceId === INSTANCE_ID)).toMatchObject({
      value: 43,
      staRemark: { text: 'geändert' },
    });

    await db.query('DELETE FROM ts_value WHERE instance_id = $1', [INSTANCE_ID]);
    await expectAnswersOfStoredValues();
    expect((await readValues(db, ['TS-1001-W'])).filter((value) => value.instanceId === INSTANCE_ID)).toHaveLength(0);
  }, 120_000);

  test('issue 13: a kept compressed answer says its encoding and that it varies by Accept-Encoding', async () => {
    for (const [acceptEncoding, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['*', 'br'],
    ]) {
      const answer = await app.inject({ method: 'GET', url: ARRAY_FORM, headers: { 'accept-encoding': acceptEncoding } });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });
});
