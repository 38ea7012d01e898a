// issue 10: the worker filters and sorts the mobile list and the overview table of a copy (spec entry.md §2).
import { expect, test } from 'vitest';
import type { InstanceId } from '../../../src/shared/contract';
import type { StationListOptions } from '../../../src/shared/contract/station-list-options';
import { followTopic, viewNow } from './push-helpers';
import { demoRoundId, editedRoundView, keyAt, storedRoundView } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

const stations = (instanceId: InstanceId, options: StationListOptions) => ({ kind: 'stations', instanceId, options }) as const;

async function demoCopy(label: string) {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName(label) });
  const view = await api.createOfflineRound(await demoRoundId(api));
  return { api, view, instanceId: view.round.instanceId };
}

test('spec entry.md §2 mobile list: text filter, optional stations, hide visited and distance sort, answered by the worker', async () => {
  const { api, view, instanceId } = await demoCopy('round-lists-stations');
  const numbers = (listed: { staNumber: string }[]) => listed.map((station) => station.staNumber);
  // 14 stations, two of them optional
  expect(await viewNow(api, stations(instanceId, {}))).toHaveLength(14);
  expect(numbers(await viewNow(api, stations(instanceId, { filter: ' SILL ' })))).toEqual(['201304', '201305']);
  expect(await viewNow(api, stations(instanceId, { showOptional: false }))).toHaveLength(12);

  const row = view.round.entries.findIndex((entry) => entry.staNumber === '201301' && entry.tsParameter === 'W');
  await editedRoundView(api, instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: 120 } }]);
  const unvisited = numbers(await viewNow(api, stations(instanceId, { hideVisited: true })));
  expect(unvisited).toHaveLength(13);
  expect(unvisited).not.toContain('201301');

  // the device stands next to the last station of the round
  const byDistance = await viewNow(api, stations(instanceId, { position: { latitude: 47.309321, longitude: 11.441921 } }));
  expect(byDistance[0]).toMatchObject({ staNumber: '201314', visit: 0 });
  expect(byDistance[0].distance).toBeLessThan(5);
  expect(byDistance.at(-1)?.staNumber).toBe('201301');
});

test('spec entry.md §2 overview: rows sorted by value ascending and descending (empty cells last), list order without a sort', async () => {
  const { api, view, instanceId } = await demoCopy('round-lists-overview');
  const rowOf = (staNumber: string) => view.round.entries.findIndex((entry) => entry.staNumber === staNumber && entry.tsParameter === 'W');
  const [first, second] = [rowOf('201301'), rowOf('201302')];
  await editedRoundView(api, instanceId, [
    { kind: 'entry', entryKey: keyAt(view, first), patch: { value: 300 } },
    { kind: 'entry', entryKey: keyAt(view, second), patch: { value: 120 } },
  ]);
  const stored = (await storedRoundView(api, instanceId)).round.entries;
  const ascending = await viewNow(api, { kind: 'overview-order', instanceId, sort: { column: 'value', direction: 'asc' } });
  expect(ascending.slice(0, 2).map((index) => stored[index].value)).toEqual([120, 300]);
  const descending = await viewNow(api, { kind: 'overview-order', instanceId, sort: { column: 'value', direction: 'desc' } });
  expect(descending.slice(0, 2).map((index) => stored[index].value)).toEqual([300, 120]);
  expect(await viewNow(api, { kind: 'overview-order', instanceId, sort: undefined })).toEqual(stored.map((_, index) => index));

  const byStation = await viewNow(api, { kind: 'overview-order', instanceId, sort: { column: 'station', direction: 'asc' } });
  const names = byStation.map((index) => `${stored[index].staName} (${stored[index].staNumber})`);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base' })));
});

test("issue 37: a copy's derived list is pushed again after every change of the copy (topic 'overview-order')", async () => {
  const { api, view, instanceId } = await demoCopy('round-lists-pushed');
  const { views } = await followTopic(api, { kind: 'overview-order', instanceId, sort: { column: 'value', direction: 'desc' } });
  const row = view.round.entries.findIndex((entry) => entry.staNumber === '201302' && entry.tsParameter === 'W');
  await expect.poll(() => views.length).toBe(1);
  await editedRoundView(api, instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: 300 } }]);
  await expect.poll(() => views.at(-1)?.[0]).toBe(row);
});
