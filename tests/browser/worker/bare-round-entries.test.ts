// issue 32: entry.md §7 GET /measure-round/{mrId} answers "the round's entries". A backend answering a bare array of
// entries gets the same group as one answering the round object: named from the group list, entries for input.
import { expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import type { Group } from '../../../src/shared/schema/group';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

test('a bare entries array is read as the round of the group list with those entries', async () => {
  const server = faultyServer('bare-entries');
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('bare-entries'), apiBase: server.apiBase });
  const [summary] = (await api.listGroups()).groups;
  const asObject = await api.loadGroup(summary.mrId);
  const answered = (await (await fetch(`${server.apiBase}${apiPaths.measureRound(summary.mrId)}`)).json()) as Group;

  await server.failNext({ method: 'GET', path: apiPaths.measureRound(summary.mrId), times: 1, mode: 'answer', body: JSON.stringify(answered.entries) });
  const fromArray = await api.loadGroup(summary.mrId);
  expect(fromArray).toMatchObject({ mrId: summary.mrId, mrName: summary.mrName, mrGroup: summary.mrGroup });
  expect(fromArray.entries).toEqual(asObject.entries);
});
