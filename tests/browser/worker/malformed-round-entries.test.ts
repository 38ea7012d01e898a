// issue 34 "Malformed rounds named": a round with one bad entry opens with that entry named and left out, as the
// archive does with a bad round; a round-list item that does not match is skipped, counted and named.
import { expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import type { Group } from '../../../src/shared/schema/group';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';
import { storedRoundView } from './round-helpers';

stopWorkersAfterEachTest();

test('issue 34: a bare entry, tsData.last as a string and a numeric staNumber are each named and left out; the round opens', async () => {
  const server = faultyServer('bad-entries');
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('bad-entries'), apiBase: server.apiBase });
  const [summary] = (await api.listGroups()).groups;
  const normal = await api.loadGroup(summary.mrId);
  const answered = (await (await fetch(`${server.apiBase}${apiPaths.measureRound(summary.mrId)}`)).json()) as Group;
  const [first, second, third, ...rest] = answered.entries;
  const bad = [
    { tsId: 'BARE-1', dt: '2026-11-27T10:00:00Z', value: 1.5 },
    { ...second, tsData: { ...second.tsData, last: 'yesterday' } },
    { ...third, staNumber: 4711 },
  ];
  const body = JSON.stringify({ ...answered, entries: [first, ...bad, ...rest] });
  await server.failNext({ method: 'GET', path: apiPaths.measureRound(summary.mrId), times: 1, mode: 'answer', body });

  const view = await api.createOfflineRound(summary.mrId);
  const kept = normal.entries.filter((entry) => entry.tsId !== second.tsId && entry.tsId !== third.tsId);
  expect(kept.length).toBeGreaterThan(0);
  expect(view.round.entries.map((entry) => entry.tsId)).toEqual(kept.map((entry) => entry.tsId));
  expect(view.round.skippedEntries?.map(({ code, record, field }) => ({ code, record, field }))).toEqual([
    { code: 'INVALID_RECORD', record: `measure round ${summary.mrId} entry BARE-1`, field: 'staName' },
    { code: 'INVALID_RECORD', record: `measure round ${summary.mrId} entry ${second.tsId}`, field: 'tsData.last' },
    { code: 'INVALID_RECORD', record: `measure round ${summary.mrId} entry ${third.tsId}`, field: 'staNumber' },
  ]);
  // the copy keeps the names when opened again
  expect((await storedRoundView(api, view.round.instanceId)).round.skippedEntries).toHaveLength(3);
});

test('issue 34: a round-list item with a numeric name is skipped, counted and named', async () => {
  const server = faultyServer('bad-list-item');
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('bad-list-item'), apiBase: server.apiBase });
  const { groups } = await api.listGroups();
  const body = JSON.stringify([{ ...groups[0], mrName: 42 }, ...groups.slice(1)]);
  await server.failNext({ method: 'GET', path: apiPaths.measureRounds(), times: 1, mode: 'answer', body });

  const list = await api.listGroups();
  expect(list.groups).toEqual(groups.slice(1));
  expect(list.skipped.map(({ record, field }) => ({ record, field }))).toEqual([{ record: `measure round ${groups[0].mrId}`, field: 'mrName' }]);
});
