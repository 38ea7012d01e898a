// spec entry.md §1 "download a GPX file of a round", §9 "GPX export version 1.1"; issue 37: the worker builds the file
// from the round and its track and hands it over as a Blob (the round no longer crosses to the UI for it).
import { expect, test } from 'vitest';
import { GPX_NAMESPACE, gpxFileName, waypointName } from '../../../src/worker/groups/gpx';
import { DEMO_ROUND_NAME, demoRoundId } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

test('roundGpx answers the GPX 1.1 file of the round as a Blob: a waypoint per located station, the server track as trk', async () => {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('round-gpx') });
  const mrId = await demoRoundId(api);
  const { file, fileName } = await api.roundGpx(mrId);

  expect(file).toBeInstanceOf(Blob);
  expect(file.type).toBe('application/gpx+xml');
  expect(fileName).toBe(gpxFileName(DEMO_ROUND_NAME));
  const gpx = new DOMParser().parseFromString(await file.text(), 'application/xml');
  expect(gpx.documentElement.namespaceURI).toBe(GPX_NAMESPACE);
  expect(gpx.documentElement.getAttribute('version')).toBe('1.1');
  const round = await api.loadGroup(mrId);
  const located = new Set(round.entries.filter((entry) => entry.staLocation).map(waypointName));
  expect(located.size).toBeGreaterThan(0);
  expect([...gpx.querySelectorAll('wpt > name')].map((name) => name.textContent)).toEqual([...located]);
  expect(gpx.querySelectorAll('trk trkseg trkpt').length).toBeGreaterThan(0);
});
