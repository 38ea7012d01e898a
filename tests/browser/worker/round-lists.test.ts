// issue 10: the worker filters and sorts the mobile list and the overview table of a copy (spec entry.md §2).
import { expect, test } from 'vitest';
import { demoRoundId, editedRoundView, keyAt, storedRoundView } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

async function demoCopy(label: string) {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName(label) });
  const view = await api.createOfflineRound(await demoRoundId(api));
  return { api, view, instanceId: view.round.instanceId };
}

test('spec entry.md §2 mobile list: text filter, optional stations, hide visited and distance sort, answered by the worker', async () => {
  const { api, view, instanceId } = await demoCopy('round-lists-stations');
  const numbers = (listed: { staNumber: string }[]) => listed.map((station) => station.staNumber);
  // 14 stations, two of them optional
  expect(await api.listStations(instanceId, {})).toHaveLength(14);
  expect(numbers(await api.listStations(instanceId, { filter: ' SILL ' }))).toEqual(['201304', '201305']);
  expect(await api.listStations(instanceId, { showOptional: false })).toHaveLength(12);

  const row = view.round.entries.findIndex((entry) => entry.staNumber === '201301' && entry.tsParameter === 'W');
  await editedRoundView(api, instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: 120 } }]);
  const unvisited = numbers(await api.listStations(instanceId, { hideVisited: true }));
  expect(unvisited).toHaveLength(13);
  expect(unvisited).not.toContain('201301');

  // the device stands next to the last station of the round
  const byDistance = await api.listStations(instanceId, { position: { latitude: 47.309321, longitude: 11.441921 } });
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
  const ascending = await api.sortOverviewRows(instanceId, { column: 'value', direction: 'asc' });
  expect(ascending.slice(0, 2).map((index) => stored[index].value)).toEqual([120, 300]);
  const descending = await api.sortOverviewRows(instanceId, { column: 'value', direction: 'desc' });
  expect(descending.slice(0, 2).map((index) => stored[index].value)).toEqual([300, 120]);
  expect(await api.sortOverviewRows(instanceId, undefined)).toEqual(stored.map((_, index) => index));

  const byStation = await api.sortOverviewRows(instanceId, { column: 'station', direction: 'asc' });
  const names = byStation.map((index) => `${stored[index].staName} (${stored[index].staNumber})`);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base' })));
});
