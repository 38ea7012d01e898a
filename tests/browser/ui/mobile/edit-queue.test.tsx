// spec entry.md §4 (a completed station without ordinal gets one and the list is resorted) with quick typing: an edit
// queued before the answer to the one that resorted the list still reaches its own entry. Issue 34: each edit goes to the
// worker at once; the worker writes them in order (those that waited for a write in one transaction, issue 13).
import { beforeAll, expect, test } from 'vitest';
import type { EntryKey } from '../../../../src/shared/contract';
import { isOptionalStation } from '../../../../src/shared/rules/completion';
import { editEntry, editEntryPart, editRound, editsStored, openRound } from '../../../../src/ui/state/mobile/round-actions';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
import { store } from '../../../../src/ui/state/store';
import { newDemoRound, startApp, storedRound } from './mount-app';

beforeAll(startApp);

test('a remark typed before the answer to the reading that completed an optional station lands on that station', async () => {
  const view = await newDemoRound();
  await openRound(view.round.instanceId);
  const row = view.round.entries.findIndex((entry) => isOptionalStation(entry) && entry.inputType === 'NUMBER');
  expect(row).toBeGreaterThanOrEqual(0);
  const { tsId, staNumber } = view.round.entries[row];
  const { entryKey } = view.rows[row];
  const min = view.round.entries[row].tsPlausibilityCheck?.min ?? 0;

  // both edits are made on the view as it was: the first completes the station, which moves its rows
  editEntry(entryKey, { value: min + 1 });
  editEntryPart(entryKey, 'tsRemark', { text: 'schnell getippt' });
  await editsStored();

  const stored = await storedRound(view.round.instanceId);
  const entry = stored.round.entries.find((candidate) => candidate.tsId === tsId && candidate.staNumber === staNumber)!;
  expect(stored.round.entries.indexOf(entry)).not.toBe(row); // the list was resorted
  expect(entry.value).toBe(min + 1);
  expect(entry.tsRemark?.text).toBe('schnell getippt');
  expect(stored.round.entries.filter((candidate) => candidate.tsRemark?.text === 'schnell getippt')).toHaveLength(1);
  expect(mobileStore.saveFailed).toBe(false);
});

test('issue 34: edits made before the worker answered are all stored in order and shown by the push; a refused edit among them refuses only itself', async () => {
  const view = await newDemoRound();
  await openRound(view.round.instanceId);
  const rows = view.round.entries.flatMap((entry, row) => (entry.inputType === 'NUMBER' ? [row] : [])).slice(0, 3);
  expect(rows).toHaveLength(3);
  const valueOf = (row: number) => (view.round.entries[row].tsPlausibilityCheck?.min ?? 0) + 1;
  // typed quickly: each edit is sent at once, without waiting for the one before
  for (const row of rows) editEntry(view.rows[row].entryKey, { value: valueOf(row) });
  await editsStored();
  await expect.poll(() => rows.map((row) => mobileStore.view?.round.entries.find((entry) => entry.entryKey === view.rows[row].entryKey)?.value)).toEqual(rows.map(valueOf));
  const stored = await storedRound(view.round.instanceId);
  for (const row of rows) expect(stored.round.entries.find((entry) => entry.entryKey === view.rows[row].entryKey)?.value).toBe(valueOf(row));

  // a refused edit (its row does not exist) between two remarks: both remarks are stored, the refusal is reported
  const alertsBefore = store.alerts.length;
  editEntryPart(view.rows[rows[0]].entryKey, 'tsRemark', { text: 'vorher' });
  void editRound([{ kind: 'entry', entryKey: 'no-such-row' as EntryKey, patch: { value: 1 } }]);
  editEntryPart(view.rows[rows[1]].entryKey, 'tsRemark', { text: 'nachher' });
  await editsStored();
  const after = await storedRound(view.round.instanceId);
  expect(after.round.entries.find((entry) => entry.entryKey === view.rows[rows[0]].entryKey)?.tsRemark?.text).toBe('vorher');
  expect(after.round.entries.find((entry) => entry.entryKey === view.rows[rows[1]].entryKey)?.tsRemark?.text).toBe('nachher');
  expect(store.alerts.slice(alertsBefore)).toEqual([expect.objectContaining({ msg: 'mobile.saveError', error: expect.objectContaining({ code: 'ENTRY_NOT_FOUND' }) })]);
  expect(mobileStore.saveFailed).toBe(false);
});
