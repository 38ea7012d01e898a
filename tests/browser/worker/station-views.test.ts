// issue 10: the worker answers the stations of a copy as part of its view (spec entry.md §2 mobile screens, §4
// station complete, §5 duplicate), so the mobile screens group nothing themselves.
import { expect, test } from 'vitest';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue } from './round-helpers';
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
  const filled = await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: plausibleValue(view, row) } }]);
  expect(filled.stations.find((station) => station.staNumber === staNumber)).toMatchObject({ complete: true, visit: 0, optional: false });

  const duplicated = await editedRoundView(api, view.round.instanceId, [{ kind: 'duplicateStation', entryKey: keyAt(view, row) }]);
  expect(duplicated.stations.filter((station) => station.staNumber === staNumber).map((station) => [station.visit, station.complete])).toEqual([
    [0, true],
    [1, false],
  ]);
});

test('issue 10 / spec entry.md §2 online table and hydro input: the view says whether a post is possible, else why not', async () => {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('post-checks') });
  const view = await api.createOfflineRound(await demoRoundId(api));
  const [row] = numberRows(view);
  const staNumber = view.round.entries[row].staNumber;
  const hydroCheck = (of: typeof view) => of.stations.find((station) => station.staNumber === staNumber && station.visit === 0)!.hydroPostCheck;
  expect(view.tablePostCheck).toEqual({ ok: false, reason: 'noValue' });
  expect(hydroCheck(view)).toEqual({ ok: false, reason: 'implausibleDate' });

  const instanceId = view.round.instanceId;
  const future = new Date(Date.now() + 3_600_000).toISOString();
  const entryKey = keyAt(view, row);
  const futureValue = await editedRoundView(api, instanceId, [{ kind: 'entry', entryKey, patch: { value: plausibleValue(view, row), dt: future } }]);
  // issue 36 item 16: a future date is a warning in the table as on the phone, the hydro post needs a plausible one
  expect(futureValue.tablePostCheck).toEqual({ ok: true });
  expect(futureValue.rows[row].status).toBe('warning');
  expect(hydroCheck(futureValue)).toEqual({ ok: false, reason: 'implausibleDate' });
  const undated = await editedRoundView(api, instanceId, [{ kind: 'stationDate', entryKey, dt: undefined }]);
  expect(undated.tablePostCheck).toEqual({ ok: false, reason: 'valueWithoutDate' });
  const dated = await editedRoundView(api, instanceId, [{ kind: 'stationDate', entryKey, dt: new Date(Date.now() - 60_000).toISOString() }]);
  expect(dated.tablePostCheck).toEqual({ ok: true });
  expect(hydroCheck(dated)).toEqual({ ok: true });
});
