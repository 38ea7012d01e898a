import { openDB, unwrap } from 'idb';
import { describe, expect, test } from 'vitest';
import type { ArchiveState } from '../../../src/shared/contract';
import { ARCHIVE_PAGE_SIZE } from '../../../src/shared/rules/archive-list';
import { ARCHIVE_BLOCK_ROWS } from '../../../src/worker/store/schema';
import { LARGE_ARCHIVE_ROUNDS } from '../../support/large-archive-route';
import { ALL, followArchive, openLargeArchive, roundsWhere, settled } from './archive-helpers';
import { startWorker, stopWorkersAfterEachTest, UNREACHABLE_API, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

/** Puts a copy of the stored row `instanceId` with `changes` into the last stored block directly (as a damaged record would be). */
async function putStoredCopy(databaseName: string, instanceId: string, changes: Record<string, unknown>): Promise<void> {
  const db = await openDB(databaseName);
  const blocks = (await db.getAll('archiveBlocks')) as { rows: { instanceId: string }[] }[];
  const row = blocks.flatMap((block) => block.rows).find((candidate) => candidate.instanceId === instanceId);
  const last = blocks.length - 1;
  await db.put('archiveBlocks', { rows: [...blocks[last].rows, { ...row, ...changes }] }, last);
  db.close();
}

/** Holds the stored blocks (a readwrite transaction kept busy) until `release` is called: nobody can read them meanwhile. */
async function holdStoredBlocks(databaseName: string): Promise<{ release: () => Promise<void> }> {
  const db = await openDB(databaseName);
  const tx = unwrap(db.transaction('archiveBlocks', 'readwrite'));
  let held = true;
  const keepBusy = () => {
    if (held) tx.objectStore('archiveBlocks').count().onsuccess = keepBusy;
  };
  keepBusy();
  const done = new Promise<void>((resolve) => (tx.oncomplete = () => resolve()));
  return {
    async release() {
      held = false;
      await done;
      db.close();
    },
  };
}

describe('issue 11 / spec archive.md §2: a stored archive reopened shows its first page before every row is read', () => {
  test("the first page pushed holds the newest 100 rounds and the count line 'x von y Messtouren werden gefunden' of the whole archive; a damaged row is named once read", async () => {
    const databaseName = uniqueDatabaseName('archive-first-page');
    const online = await openLargeArchive(databaseName);
    const whole = online.states.at(-1)!.page!;
    // issue 14: a stored row that does not match its schema, newest by submission time
    await putStoredCopy(databaseName, whole.rows[0].instanceId, { instanceId: 'damaged-row', submissionTime: '2099-01-01T00:00:00.000Z', mrName: 42 });

    const reopened = await openLargeArchive(databaseName, UNREACHABLE_API);
    const first = reopened.states.find((state) => state.page)!;
    const loaded = reopened.states.at(-1)!;
    expect(first.status).toBe('ready');
    expect(first.storedAt).toBe(loaded.storedAt);
    for (const page of [first.page!, loaded.page!]) {
      // the count line's numbers: all of them found
      expect([page.found, page.total]).toEqual([whole.total, whole.total]);
      expect(page.rows).toEqual(whole.rows);
      expect(page.rows).toHaveLength(ARCHIVE_PAGE_SIZE);
      expect(page.pages).toBe(Math.ceil(whole.total / ARCHIVE_PAGE_SIZE));
      expect(page.defaultRange).toEqual(whole.defaultRange);
    }
    // the first page is the stored head, written with the rows; the damaged row is named once the rows are read
    expect(first.page!.skipped).toEqual([]);
    expect(loaded.page!.skipped).toEqual([expect.objectContaining({ code: 'INVALID_RECORD', record: 'completed round damaged-row', field: 'mrName' })]);
  });

  test('issue 38: the first page is pushed from the head alone, while no stored block can be read yet; the rows follow', async () => {
    const databaseName = uniqueDatabaseName('archive-first-page-held');
    const online = await openLargeArchive(databaseName);
    const whole = online.states.at(-1)!.page!;
    const db = await openDB(databaseName);
    // the rounds in blocks of 500 rows
    expect(await db.count('archiveBlocks')).toBe(Math.ceil(whole.total / ARCHIVE_BLOCK_ROWS));
    db.close();

    const blocks = await holdStoredBlocks(databaseName);
    const { api } = await startWorker({ databaseName, apiBase: UNREACHABLE_API });
    const states: ArchiveState[] = [];
    await followArchive(api, ALL, states);
    await expect.poll(() => states.find((state) => state.page)?.page?.rows).toEqual(whole.rows);
    // another query needs the rows: nothing can be answered while none is read
    const filtered: ArchiveState[] = [];
    await followArchive(api, { ...ALL, text: '^archivteam t5$' }, filtered);
    expect(filtered).toEqual([]);

    await blocks.release();
    await expect.poll(() => filtered.at(-1)?.page?.found).toBe(roundsWhere((index) => index % 11 === 5));
    expect(states.find((state) => state.page)!.page!.found).toBe(whole.total);
  });

  test('a filter typed while the stored rows are read is answered from those read so far (with progress), then from all', async () => {
    const databaseName = uniqueDatabaseName('archive-first-page-filter');
    await openLargeArchive(databaseName);
    // the stored rows are read once the filter is followed
    const blocks = await holdStoredBlocks(databaseName);
    const { api } = await startWorker({ databaseName, apiBase: UNREACHABLE_API });
    // the list opens on the default view, then a filter is typed: the default view's subscription ends
    const unfiltered: ArchiveState[] = [];
    await api.unsubscribe(await followArchive(api, ALL, unfiltered));
    const filter = { ...ALL, text: '^archivteam t5$' };
    const states: ArchiveState[] = [];
    await followArchive(api, filter, states);
    await blocks.release();
    await api.refreshArchive();
    await settled(api, filter, states);
    // every page pushed to the filter's subscription answers the filter
    expect(states.filter((state) => state.page).every((state) => state.page!.rows.every((row) => row.mrTeam === 'Archivteam T5'))).toBe(true);
    const answers = states.filter((state) => state.page);
    const whole = answers.at(-1)!;
    const teamT5 = roundsWhere((index) => index % 11 === 5);
    expect(whole.progress).toBeUndefined();
    expect(whole.page!.found).toBe(teamT5);
    expect(whole.page!.total).toBeGreaterThanOrEqual(LARGE_ARCHIVE_ROUNDS);

    const partial = answers.filter((state) => state.progress);
    expect(partial.length).toBeGreaterThan(0);
    expect(answers.slice(0, partial.length)).toEqual(partial);
    for (const [index, { status, progress, page }] of partial.entries()) {
      expect(status).toBe('ready');
      // 'y' of the count line is every stored round already; 'x' those found among the rows read
      expect(progress!.total).toBe(whole.page!.total);
      expect(progress!.loaded).toBeLessThan(progress!.total);
      expect(page!.total).toBe(whole.page!.total);
      expect(page!.found).toBeLessThan(teamT5);
      expect(page!.rows.length).toBeGreaterThan(0);
      expect(page!.rows.every((row) => row.mrTeam === 'Archivteam T5')).toBe(true);
      // answered again each time twice as many rows are read
      if (index > 0) expect(progress!.loaded).toBeGreaterThanOrEqual(2 * partial[index - 1].progress!.loaded);
    }
  });
});
