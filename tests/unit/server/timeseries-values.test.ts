// issue 5 bench: the values call answers the JSON texts stored per value; it must equal readValues, both the
// first time a value is read (texts built and stored) and afterwards (stored texts joined).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { appendValues, readValues, type NewValue } from '../../../src/server/db/queries/history';
import { seedIfEmpty } from '../../../src/server/db/seed';
import type { HistoricValue } from '../../../src/shared/model';
import { freshPostgresSchema, testDatabases } from './support/server';
import { tinyDemo } from './support/tiny-demo';

const TS_IDS = ['TS-2002-W', 'TS-1001-W', 'TS-2001-VB01'];
const valuesPath = (remarks: boolean) => `/hwe-api/v2/timeseries/values?${remarks ? 'remarks=true&' : ''}${TS_IDS.map((tsId) => `tsId=${tsId}`).join('&')}`;

const withoutRemarks = (values: HistoricValue[]) => values.map(({ staRemark: _sta, tsRemark: _ts, ...value }) => value);

describe.each(testDatabases)('issue 5 spec entry.md §7 GET timeseries values equals the stored values on $name', (database) => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const get = (remarks: boolean): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url: valuesPath(remarks) });

  beforeAll(async () => {
    db = await openDatabase(
      database.name === 'PostgreSQL' ? { databaseUrl: await freshPostgresSchema('hwe_test_values') } : { dataDir: 'memory://' },
    );
    await migrate(db);
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
});
