// issue 16 / spec archive.md §3: the metadata the database reads through its indexes equals the shared rule
// (src/shared/rules/timeseries-metadata.ts) on random histories: ties at the same dt (the value written later is
// last), values written over by a later write at the same dt, the values of a write removed from the table and those
// of another changed in place (remark text and dt, as a re-seeded series), null values, remarks, and entry dates in
// the past.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { appendValues, type NewValue } from '../../../src/server/db/queries/history';
import { readTimeseriesMetadata } from '../../../src/server/db/queries/timeseries-metadata';
import { timeseriesMetadata } from '../../../src/shared/rules/timeseries-metadata';
import { openTestDatabase, testDatabases } from './support/server';

const BASE = Date.parse('2024-01-01T00:00:00Z');
const HOUR_MS = 3_600_000;
/** about three years of hours; a few frequent hours (the last among them) and few values, so ties are frequent */
const LAST_HOUR = 3 * 365 * 24;
const hourArbitrary = fc.oneof(fc.integer({ min: 0, max: LAST_HOUR }), fc.constantFrom(0, 24, 8000, 8001, LAST_HOUR));
const readingArbitrary = fc.record({
  hour: hourArbitrary,
  value: fc.option(fc.integer({ min: -3, max: 3 }), { nil: null, freq: 4 }),
  remark: fc.option(fc.constantFrom('Eis', 'Pegel verschmutzt'), { nil: undefined, freq: 2 }),
});
/** one history: several writes (round posts), each of several readings of two series */
const historyArbitrary = fc.array(fc.array(fc.record({ series: fc.constantFrom(0, 1), reading: readingArbitrary }), { maxLength: 12 }), {
  maxLength: 5,
});
/** which write, if any, is removed afterwards, and which has its remark text and dt changed afterwards */
const changeArbitrary = fc.record({ removed: fc.option(fc.nat({ max: 4 })), changed: fc.option(fc.nat({ max: 4 })) });
const CHANGED_REMARK = 'Pegellatte erneuert';

let run = 0;

describe.each(testDatabases)('issue 16 metadata read through indexes equals the shared rule on random histories, on $name', (database) => {
  let db: Database;

  beforeAll(async () => {
    // hundreds of small writes: in memory (support/server.ts)
    db = await openTestDatabase(database, 'hwe_test_metadata_property', { inMemory: true });
  });
  afterAll(() => db.close());

  test('last, min, max, excluding the last, sameDay and 12-month remarks', async () => {
    await fc.assert(
      fc.asyncProperty(historyArbitrary, changeArbitrary, fc.array(hourArbitrary, { minLength: 1, maxLength: 3 }), async (writes, change, entryHours) => {
        run += 1;
        const tsIds = [`P${run}-A`, `P${run}-B`, `P${run}-EMPTY`];
        const instanceId = (index: number) => `write-${run}-${index}`;
        let written: NewValue[][] = writes.map((write) =>
          write.map(({ series, reading }) => ({
            tsId: tsIds[series],
            dt: new Date(BASE + reading.hour * HOUR_MS),
            value: reading.value,
            ...(reading.remark && { staRemark: { text: reading.remark } }),
          })),
        );
        for (const [index, values] of written.entries()) await appendValues(db, instanceId(index), values);
        if (change.changed !== null) {
          await db.query(`UPDATE ts_value SET sta_remark = $2, dt = dt + interval '1 hour' WHERE instance_id = $1`, [
            instanceId(change.changed),
            JSON.stringify({ text: CHANGED_REMARK }),
          ]);
          written = written.map((values, index) =>
            index === change.changed
              ? values.map((value) => ({ ...value, dt: new Date(value.dt.getTime() + HOUR_MS), staRemark: { text: CHANGED_REMARK } }))
              : values,
          );
        }
        if (change.removed !== null) {
          await db.query('DELETE FROM ts_value WHERE instance_id = $1', [instanceId(change.removed)]);
          written = written.map((values, index) => (index === change.removed ? [] : values));
        }
        for (const entryHour of entryHours) {
          const entryDate = new Date(BASE + entryHour * HOUR_MS + 1_234);
          const answer = await readTimeseriesMetadata(db, tsIds, entryDate);
          for (const tsId of tsIds) {
            // time order, of equal dts the order of writing (a stable sort keeps it)
            const readings = written
              .flat()
              .filter((value) => value.tsId === tsId)
              .map((value) => ({ time: value.dt.getTime(), value: value.value, staRemarkText: value.staRemark?.text }))
              .sort((a, b) => a.time - b.time);
            expect(answer.get(tsId)).toEqual(timeseriesMetadata(readings, entryDate));
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
