// issue 14: the worker parses every IndexedDB record it reads. Offline copies that violate their schema,
// generated per run with fast-check and written straight into the database, are skipped in the list (the
// valid copies still listed) and answer INVALID_RECORD naming copy and field when opened; a copy written by
// an older version (no entry keys, no newer optional fields) still opens. Nothing else is ever thrown.
import { asInstanceId } from '../../../src/shared/contract/ids';
import fc from 'fast-check';
import { openDB } from 'idb';
import { expect, test } from 'vitest';
import { isWorkerError } from '../../../src/shared/contract';
import { demoRoundId, storedRoundView } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

type StoredRound = Record<string, unknown> & { entries: Record<string, unknown>[] };

const breakage = fc.constantFrom(
  { field: 'entries.0.staName', apply: (round: StoredRound) => ({ ...round, entries: [{ tsId: 'TS-1', dt: '2026-03-15T07:00:00Z', value: 1 }] }) },
  { field: 'mrName', apply: (round: StoredRound) => ({ ...round, mrName: undefined }) },
  { field: 'creationTime', apply: (round: StoredRound) => ({ ...round, creationTime: 17 }) },
  { field: 'entries', apply: (round: StoredRound) => ({ ...round, entries: 'none' }) },
  { field: 'entries.0.value', apply: (round: StoredRound) => ({ ...round, entries: [{ ...round.entries[0], value: '12,5' }] }) },
);

test('issue 14: bad stored copies are skipped in the list and refused as INVALID_RECORD when opened; older copies still open', async () => {
  const databaseName = uniqueDatabaseName('stored-records');
  const { api } = await startWorker({ databaseName });
  const valid = (await api.createOfflineRound(await demoRoundId(api))).round;
  const db = await openDB(databaseName);
  const older = { ...valid, instanceId: asInstanceId(crypto.randomUUID()), entries: valid.entries.map(({ entryKey: _key, inputType: _type, ...entry }) => entry) };
  delete (older as Partial<typeof older>).printed;
  await db.put('rounds', older);
  expect((await storedRoundView(api, older.instanceId)).round.entries.length).toBe(valid.entries.length);

  await fc.assert(
    fc.asyncProperty(fc.array(breakage, { minLength: 1, maxLength: 3 }), async (breakages) => {
      const bad = breakages.map((broken) => ({ id: asInstanceId(crypto.randomUUID()), broken }));
      for (const { id, broken } of bad) await db.put('rounds', broken.apply({ ...(valid as unknown as StoredRound), instanceId: id }));
      try {
        const listed = (await api.listOfflineRounds()).map((summary) => summary.instanceId);
        expect(listed.sort()).toEqual([valid.instanceId, older.instanceId].sort());
        for (const { id, broken } of bad) {
          const refusal = await storedRoundView(api, id).then(
            () => undefined,
            (error: unknown) => error,
          );
          expect(isWorkerError(refusal) && refusal).toMatchObject({ code: 'INVALID_RECORD', record: `offline round ${id}`, field: broken.field });
        }
      } finally {
        for (const { id } of bad) await db.delete('rounds', id);
      }
    }),
    { numRuns: 25, interruptAfterTimeLimit: 30_000 },
  );
  db.close();
});
