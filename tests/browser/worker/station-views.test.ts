// issue 10: the worker answers the stations of a copy as part of its view (spec entry.md §2 mobile screens, §4
// station complete, §5 duplicate), so the mobile screens group nothing themselves.
import { expect, test } from 'vitest';
import { demoRoundId, keyAt, numberRows, plausibleValue } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

test('issue 10 / spec entry.md §2, §4: stations in list order with their rows; complete after a value; a duplicate is the next visit', async () => {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('station-views') });
  const view = await api.createOfflineRound(await demoRoundId(api));
  expect(view.startView).toBe('list');
  expect(view.stations.flatMap((station) => station.rows)).toEqual(view.round.entries.map((_, index) => index));
  for (const station of view.stations) {
    expect(new Set(station.rows.map((row) => view.round.entries[row].staNumber))).toEqual(new Set([station.staNumber]));
    if (station.remarkRow !== undefined) expect(view.round.entries[station.remarkRow].inputType).not.toBe('NO_STEADY_INCIDENT');
  }
  expect(view.stations.every((station) => !station.complete && station.visit === 0)).toBe(true);

  const [row] = numberRows(view);
  const staNumber = view.round.entries[row].staNumber;
  const filled = await api.editRound(view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: plausibleValue(view, row) } }]);
  expect(filled.stations.find((station) => station.staNumber === staNumber)).toMatchObject({ complete: true, visit: 0, optional: false });

  const duplicated = await api.editRound(view.round.instanceId, [{ kind: 'duplicateStation', entryKey: keyAt(view, row) }]);
  expect(duplicated.stations.filter((station) => station.staNumber === staNumber).map((station) => [station.visit, station.complete])).toEqual([
    [0, true],
    [1, false],
  ]);
});
