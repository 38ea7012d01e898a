// issue 13 / issue 14: the worker checks an offline copy entry by entry and skips the entries it has checked already
// (src/worker/store/checked-round.ts). What it writes is checked too (the schema's limits, issue 9), and a copy damaged
// in the database after the worker checked it is still found, whichever entry and field: generated with fast-check.
import fc from 'fast-check';
import { openDB } from 'idb';
import { expect, test } from 'vitest';
import { MAX_LENGTH } from '../../../src/shared/schema/limits';
import { isWorkerError, type InstanceId, type RoundEdit } from '../../../src/shared/contract';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue, storedRoundView } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

type StoredEntry = Record<string, unknown>;
type StoredRound = Record<string, unknown> & { entries: StoredEntry[] };

/** damage done to one stored entry, and the field the refusal must name (below `entries.<index>`) */
const damage = fc.constantFrom(
  { field: 'value', apply: (entry: StoredEntry): unknown => ({ ...entry, value: '12,5' }) },
  { field: 'staName', apply: ({ staName: _name, ...entry }: StoredEntry): unknown => entry },
  { field: 'dt', apply: (entry: StoredEntry): unknown => ({ ...entry, dt: 17 }) },
  { field: 'tsRemark.text', apply: (entry: StoredEntry): unknown => ({ ...entry, tsRemark: { text: 'x'.repeat(MAX_LENGTH.remark + 1) } }) },
  { field: 'staRemark.text', apply: (entry: StoredEntry): unknown => ({ ...entry, staRemark: { text: 'bell \u0007' } }) },
  { field: '', apply: (): unknown => null },
);

async function refusalOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => undefined,
    (error: unknown) => error,
  );
}

test('issue 13/14: an entry damaged in the database after the worker checked the copy is refused on the next read and edit', async () => {
  const databaseName = uniqueDatabaseName('checked-round');
  const { api } = await startWorker({ databaseName });
  const view = await storedRoundView(api, (await api.createOfflineRound(await demoRoundId(api))).round.instanceId);
  const { instanceId } = view.round;
  const [row] = numberRows(view);
  const edit: RoundEdit = { kind: 'entry', entryKey: keyAt(view, row), patch: { value: plausibleValue(view, row) } };
  // the worker reads, checks and writes the copy: it now holds every entry as checked
  await editedRoundView(api, instanceId, [edit]);
  const db = await openDB(databaseName);
  const stored = (await db.get('rounds', instanceId)) as StoredRound;

  await fc.assert(
    fc.asyncProperty(fc.nat({ max: stored.entries.length - 1 }), damage, async (index, broken) => {
      const entries = stored.entries.map((entry, i) => (i === index ? broken.apply(entry) : entry));
      await db.put('rounds', { ...stored, entries });
      try {
        const field = ['entries', index, broken.field].filter((part) => part !== '').join('.');
        const expected = { code: 'INVALID_RECORD', record: `offline round ${instanceId}`, field };
        expect(await refusalOf(editedRoundView(api, instanceId, [edit]))).toMatchObject(expected);
        expect(await refusalOf(storedRoundView(api, instanceId))).toMatchObject(expected);
      } finally {
        await db.put('rounds', stored);
      }
    }),
    { numRuns: 20, interruptAfterTimeLimit: 60_000 },
  );
  // the copy as the worker wrote it opens again
  expect((await storedRoundView(api, instanceId)).round.entries).toEqual(stored.entries);
  db.close();
});

test('issue 13/14: an edit that breaks the stored schema (a remark over 10,000 characters, a control character) is refused with VALIDATION naming the field and stores nothing', async () => {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('checked-round-write') });
  const opened = await storedRoundView(api, (await api.createOfflineRound(await demoRoundId(api))).round.instanceId);
  const instanceId: InstanceId = opened.round.instanceId;
  const [row] = numberRows(opened);
  const entryKey = keyAt(opened, row);
  const remark = (text: string): RoundEdit => ({ kind: 'entryPart', entryKey, field: 'tsRemark', patch: { text } });

  await editedRoundView(api, instanceId, [remark('Pegel abgelesen')]);
  for (const text of ['x'.repeat(MAX_LENGTH.remark + 1), 'Klingel \u0007']) {
    const refusal = await refusalOf(editedRoundView(api, instanceId, [{ kind: 'entry', entryKey, patch: { value: plausibleValue(opened, row) } }, remark(text)]));
    expect(isWorkerError(refusal) && refusal).toMatchObject({ code: 'VALIDATION', field: `entries.${row}.tsRemark.text` });
  }
  const stored = await storedRoundView(api, instanceId);
  expect(stored.round.entries[row].tsRemark?.text).toBe('Pegel abgelesen');
  expect(stored.round.entries[row].value).toBe(opened.round.entries[row].value);

  // a remark of exactly 10,000 characters is within the limit and stored
  const longest = 'x'.repeat(MAX_LENGTH.remark);
  expect((await editedRoundView(api, instanceId, [remark(longest)])).round.entries[row].tsRemark?.text).toBe(longest);
  expect((await storedRoundView(api, instanceId)).round.entries[row].tsRemark?.text).toBe(longest);
});
