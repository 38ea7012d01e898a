// issue 16 "a migration must apply to existing databases": a database holding values with station remarks, written
// before migration 006 moved the remarks of the metadata (archive.md §3, 12 months) into their own table, answers
// them after the migration as the shared rule does, and keeps answering posts written afterwards.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { appendValues, type NewValue } from '../../../src/server/db/queries/history';
import { readTimeseriesMetadata } from '../../../src/server/db/queries/timeseries-metadata';
import { timeseriesMetadata } from '../../../src/shared/rules/timeseries-metadata';
import { freshPostgresSchema, testDatabases } from './support/server';

const DAY_MS = 86_400_000;
const ENTRY_DATE = new Date('2026-06-15T08:00:00Z');
const at = (daysBefore: number) => new Date(ENTRY_DATE.getTime() - daysBefore * DAY_MS);

/** 18 months of daily values of one series, a station remark every 30 days (older than 12 months too), one gap */
const OLD_VALUES: NewValue[] = Array.from({ length: 540 }, (_, index) => ({
  tsId: 'MIG-W',
  dt: at(540 - index),
  value: index === 300 ? null : 100 + (index % 17),
  ...(index % 30 === 0 && { staRemark: { text: `Kontrolle ${index / 30 + 1}` } }),
}));
const NEW_VALUES: NewValue[] = [
  { tsId: 'MIG-W', dt: at(0.5), value: 90, staRemark: { text: 'Eisgang' } },
  { tsId: 'MIG-W', dt: at(0.25), value: 91, staRemark: { text: '' } },
];

describe.each(testDatabases)('issue 16 migration 006 on a database with remarks, on $name', (database) => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase(
      database.name === 'PostgreSQL' ? { databaseUrl: await freshPostgresSchema('hwe_test_remark_migration') } : { dataDir: 'memory://' },
    );
    await migrate(db, '005_ts_value_pages.sql');
    await appendValues(db, 'before-006', OLD_VALUES);
    await migrate(db);
  });
  afterAll(() => db?.close());

  const expected = (values: NewValue[]) =>
    timeseriesMetadata(
      values.map((value) => ({ time: value.dt.getTime(), value: value.value, staRemarkText: value.staRemark?.text })),
      ENTRY_DATE,
    );

  test('the remarks written before the migration are answered after it: those of the 12 months before the entry date', async () => {
    const answer = (await readTimeseriesMetadata(db, ['MIG-W'], ENTRY_DATE)).get('MIG-W');
    expect(answer).toEqual(expected(OLD_VALUES));
    expect(answer!.staRemarks).toHaveLength(12);
    expect(answer!.staRemarks![0]).toEqual({ dt: at(540 - 180).toISOString(), text: 'Kontrolle 7' });
  });

  test('remarks written after the migration join them; an empty remark text is no remark', async () => {
    await appendValues(db, 'after-006', NEW_VALUES);
    const answer = (await readTimeseriesMetadata(db, ['MIG-W'], ENTRY_DATE)).get('MIG-W');
    expect(answer).toEqual(expected([...OLD_VALUES, ...NEW_VALUES]));
    expect(answer!.staRemarks).toHaveLength(13);
    expect(answer!.staRemarks!.at(-1)).toEqual({ dt: at(0.5).toISOString(), text: 'Eisgang' });
  });
});
