// Issue 38: a filter text over 100,000 archive rows is searched in slices, each in a task of its own (other messages,
// the next keystroke, run between them); the asked page is answered once it is full, its count line once every row was
// searched (spec archive.md §2: 100 per page, 'x von y Messtouren werden gefunden').
import { describe, expect, test } from 'vitest';
import { ARCHIVE_PAGE_SIZE } from '../../../src/shared/rules/archive-list';
import { summaryRowOf } from '../../../src/worker/archive/archive-derive';
import { ArchiveIndex } from '../../../src/worker/archive/archive-index';
import { ArchiveSearch } from '../../../src/worker/archive/archive-search';

const ROUNDS = 100_000;
const round = (index: number) => ({
  instanceId: `r-${String(index).padStart(6, '0')}`,
  creationTime: new Date(Date.UTC(2026, 2, 1) - index * 3_600_000).toISOString(),
  submissionTime: new Date(Date.UTC(2026, 2, 1) - index * 3_600_000).toISOString(),
  mrId: 1,
  mrName: `Tour ${index}`,
  mrTeam: `Team T${index % 11}`,
  entries: [{ tsId: `TS-${index}`, staName: `Station ${index}`, staNumber: `S${index}`, tsParameter: 'W' }],
});
const index = new ArchiveIndex(Array.from({ length: ROUNDS }, (_, at) => summaryRowOf(round(at))));
const TEAM_T5 = { text: '^team t5$', range: {} };
const teamT5 = Array.from({ length: ROUNDS }, (_, at) => at).filter((at) => at % 11 === 5);

/** Runs `search` while it is `current()`, counting the other tasks (a timer re-armed each time it fired) that ran meanwhile. */
async function runCountingOtherTasks(search: ArchiveSearch, current: () => ArchiveSearch, onAnswer: () => void): Promise<number> {
  let otherTasks = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    otherTasks += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  await search.run(current, onAnswer);
  stopped = true;
  return otherTasks;
}

describe('issue 38: the archive filter searched in slices', () => {
  test('the first page of matches is answered as soon as it is full, counting; the count follows once every row was searched', async () => {
    const search = new ArchiveSearch(index, TEAM_T5);
    expect(search.page(1)).toBeUndefined();
    const answers: ReturnType<ArchiveSearch['page']>[] = [];
    const otherTasks = await runCountingOtherTasks(search, () => search, () => answers.push(search.page(1)));

    expect(answers).toHaveLength(2);
    const [first, last] = answers;
    const newestT5 = teamT5.slice(0, ARCHIVE_PAGE_SIZE).map((at) => round(at).instanceId);
    expect(first).toMatchObject({ counting: true, page: 1 });
    expect(first!.rows.map((row) => row.instanceId)).toEqual(newestT5);
    expect(first!.found).toBeLessThan(teamT5.length);
    expect(last).not.toHaveProperty('counting');
    expect(last!.rows).toEqual(first!.rows);
    expect([last!.found, last!.total, last!.pages]).toEqual([teamT5.length, ROUNDS, Math.ceil(teamT5.length / ARCHIVE_PAGE_SIZE)]);
    // the search gave way to other tasks between its slices
    expect(otherTasks).toBeGreaterThan(1);
  });

  test('a page further on is answered once it is full; a newer query stops the older search, which goes on when asked again', async () => {
    const older = new ArchiveSearch(index, TEAM_T5);
    const newer = new ArchiveSearch(index, { text: '^tour 4', range: {} });
    let current = older;
    older.page(1);
    // the newer query arrives once the older's first page was answered
    await older.run(() => current, () => (current = newer));
    expect(older.done).toBe(false);
    expect(older.page(1)).toMatchObject({ counting: true });

    newer.page(3);
    await newer.run(() => current, () => undefined);
    const third = newer.page(3)!;
    expect(third.rows.every((row) => row.mrName.startsWith('Tour 4'))).toBe(true);
    expect(third.found).toBe(Array.from({ length: ROUNDS }, (_, at) => at).filter((at) => String(at).startsWith('4')).length);

    current = older;
    await older.run(() => current, () => undefined);
    expect(older.page(1)!.found).toBe(teamT5.length);
  });

  test('a search over rows that changed since it started is stale', () => {
    const rows = new ArchiveIndex([summaryRowOf(round(0))]);
    const search = new ArchiveSearch(rows, TEAM_T5);
    expect(search.answers(rows)).toBe(true);
    rows.apply([summaryRowOf(round(1))], false);
    expect(search.answers(rows)).toBe(false);
  });
});
