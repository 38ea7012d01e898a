// Issue 38: the store upgrade from one archive record per summary row to blocks of 500 rows, on a database of the
// version before it holding rows as they were written (with their version): the worker opens the list offline from them.
import { openDB } from 'idb';
import { expect, test } from 'vitest';
import type { ArchiveState } from '../../../src/shared/contract';
import { ARCHIVE_PAGE_SIZE } from '../../../src/shared/rules/archive-list';
import { migrations } from '../../../src/worker/store/db';
import { ALL, followArchive, settled } from './archive-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, UNREACHABLE_API } from './start-worker';

stopWorkersAfterEachTest();

const VERSION_BEFORE = migrations.length - 1;
const ROUNDS = 1_203;
const STORED_AT = '2026-11-20T08:00:00.000Z';

/** A summary row as the list stored it; round `index` was submitted `index` hours before the newest. */
function storedRow(index: number) {
  const time = new Date(Date.parse('2026-11-01T12:00:00.000Z') - index * 3_600_000).toISOString();
  return {
    instanceId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    mrId: 1,
    mrName: `Tour ${index}`,
    mrGroup: 'Gruppe',
    creationTime: time,
    submissionTime: time,
    userDecision1Required: false,
    userDecision2Required: false,
    searchText: `gruppe\ntour ${index}`,
    imageCount: 0,
    remarkCount: 0,
    relevantStages: [],
  };
}

test('issue 38: the rows of the version before are kept in blocks of 500; the list opens offline from them and writes its head', async () => {
  const databaseName = uniqueDatabaseName('archive-upgrade');
  const before = await openDB(databaseName, VERSION_BEFORE, {
    upgrade(db, _oldVersion, _newVersion, upgrade) {
      for (const migrate of migrations.slice(0, VERSION_BEFORE)) void migrate(db as never, upgrade as never);
    },
  });
  const tx = before.transaction(['archive', 'cache'], 'readwrite');
  for (let index = 0; index < ROUNDS; index++) void tx.objectStore('archive').put(storedRow(index));
  void tx.objectStore('cache').put({ version: 'v-before', storedAt: STORED_AT }, 'archiveVersion');
  await tx.done;
  before.close();

  const { api } = await startWorker({ databaseName, apiBase: UNREACHABLE_API });
  const states: ArchiveState[] = [];
  await followArchive(api, ALL, states);
  await api.refreshArchive();
  await settled(api, ALL, states);
  const page = states.at(-1)!.page!;
  expect([page.found, page.total, page.rows.length]).toEqual([ROUNDS, ROUNDS, ARCHIVE_PAGE_SIZE]);
  expect(page.rows[0]).toMatchObject({ instanceId: storedRow(0).instanceId, mrName: 'Tour 0' });
  expect(states.at(-1)).toMatchObject({ status: 'ready', storedAt: STORED_AT, error: { code: 'NETWORK' } });

  const after = await openDB(databaseName);
  expect([after.version, [...after.objectStoreNames].includes('archive')]).toEqual([migrations.length, false]);
  expect((await after.getAll('archiveBlocks')).map((block: { rows: unknown[] }) => block.rows.length)).toEqual([500, 500, 203]);
  // the head is written by the list's opening (not by the upgrade): the next opening paints from it
  await expect.poll(async () => ((await after.get('cache', 'archiveHead')) as { rows?: number } | undefined)?.rows).toBe(ROUNDS);
  after.close();
});
