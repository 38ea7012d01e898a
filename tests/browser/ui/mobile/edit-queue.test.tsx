// spec entry.md §4 (a completed station without ordinal gets one and the list is resorted) with quick typing: an edit
// queued before the answer to the one that resorted the list still reaches its own entry.
import { beforeAll, expect, test } from 'vitest';
import { isOptionalStation } from '../../../../src/shared/rules/completion';
import { editEntry, editEntryPart, editsStored, openRound } from '../../../../src/ui/state/mobile/round-actions';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
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
