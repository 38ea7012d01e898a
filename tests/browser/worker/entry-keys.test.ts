// issue 10: edits address rows by a stable entry key, not by their place in the list, which moves when a completed
// optional station gets its ordinal and the rows are resorted (spec entry.md §4).
import { expect, test } from 'vitest';
import { isOptionalStation } from '../../../src/shared/rules/completion';
import type { EntryKey, RoundView } from '../../../src/shared/contract';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue, storedRoundView } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

const entryOf = (view: RoundView, entryKey: EntryKey) => view.round.entries[view.rows.findIndex((row) => row.entryKey === entryKey)];

test('issue 10: every row has its own key, the same in every view of the copy', async () => {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('keys-stable') });
  const view = await api.createOfflineRound(await demoRoundId(api));
  const keys = view.rows.map((row) => row.entryKey);
  expect(new Set(keys).size).toBe(view.round.entries.length);
  expect(view.round.entries.map((entry) => entry.entryKey)).toEqual(keys);
  expect((await storedRoundView(api, view.round.instanceId)).rows.map((row) => row.entryKey)).toEqual(keys);
});

test('issue 10 / spec entry.md §4: edits made on one view reach their rows although the first one resorts the list', async () => {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('keys-resort') });
  const view = await api.createOfflineRound(await demoRoundId(api));
  const optional = view.round.entries.findIndex((entry) => isOptionalStation(entry) && entry.inputType === 'NUMBER');
  const [ordered] = numberRows(view);
  expect(optional).toBeGreaterThanOrEqual(0);
  const optionalKey = keyAt(view, optional);
  const orderedKey = keyAt(view, ordered);

  const edited = await editedRoundView(api, view.round.instanceId, [
    { kind: 'entry', entryKey: optionalKey, patch: { value: 1 } },
    { kind: 'entryPart', entryKey: optionalKey, field: 'tsRemark', patch: { text: 'Quelle stark schüttend' } },
    { kind: 'entry', entryKey: orderedKey, patch: { value: plausibleValue(view, ordered) } },
  ]);

  // the completed optional station got an ordinal and moved
  expect(edited.rows.findIndex((row) => row.entryKey === optionalKey)).not.toBe(optional);
  expect(entryOf(edited, optionalKey)).toMatchObject({ tsId: view.round.entries[optional].tsId, value: 1, tsRemark: { text: 'Quelle stark schüttend' } });
  expect(entryOf(edited, optionalKey).staOrdinal).toBeDefined();
  expect(entryOf(edited, orderedKey)).toMatchObject({ tsId: view.round.entries[ordered].tsId, value: plausibleValue(view, ordered) });
  expect(edited.round.entries.filter((entry) => entry.tsRemark?.text === 'Quelle stark schüttend')).toHaveLength(1);
});

test('issue 10: a duplicated station gets keys of its own; a key the copy does not have is refused with ENTRY_NOT_FOUND', async () => {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('keys-duplicate') });
  const view = await api.createOfflineRound(await demoRoundId(api));
  const [row] = numberRows(view);
  const entryKey = keyAt(view, row);
  const dated = await editedRoundView(api, view.round.instanceId, [{ kind: 'stationDate', entryKey, dt: new Date().toISOString() }]);
  const before = new Set(dated.rows.map((candidate) => candidate.entryKey));

  const duplicated = await editedRoundView(api, view.round.instanceId, [{ kind: 'duplicateStation', entryKey }]);
  const added = duplicated.rows.filter((candidate) => !before.has(candidate.entryKey));
  const stationSize = view.round.entries.filter((entry) => entry.staNumber === view.round.entries[row].staNumber).length;
  expect(added).toHaveLength(stationSize);
  expect(new Set(duplicated.rows.map((candidate) => candidate.entryKey)).size).toBe(duplicated.rows.length);
  expect(entryOf(duplicated, entryKey).dt).toBe(entryOf(dated, entryKey).dt);

  await expect(editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: 'not-in-this-copy' as EntryKey, patch: { value: 1 } }])).rejects.toMatchObject({
    code: 'ENTRY_NOT_FOUND',
  });
});
