import { format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { ARCHIVE_PAGE_SIZE } from '../../../src/shared/rules/archive-list';
import { creationTimeOf } from '../../support/large-archive';
import { LARGE_ARCHIVE_PREFIX, LARGE_ARCHIVE_ROUNDS } from '../../support/large-archive-route';
import { ALL, openLargeArchive, roundsWhere } from './archive-helpers';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, UNREACHABLE_API, uniqueDatabaseName } from './start-worker';
import { archivedRounds } from './archive-on-server';

stopWorkersAfterEachTest();

describe('issue 11 / spec archive.md §2: the worker answers pages of a stored archive of several thousand rounds', () => {
  test("first load with progress, 100 per page, the count line 'x von y Messtouren werden gefunden'", async () => {
    const archive = await openLargeArchive();
    const ready = archive.states.at(-1)!;
    expect(ready.status).toBe('ready');
    expect(archive.states.some((state) => state.status === 'loading' && state.progress && state.progress.total >= LARGE_ARCHIVE_ROUNDS)).toBe(true);
    const all = ready.page!;
    expect(all.total).toBeGreaterThanOrEqual(LARGE_ARCHIVE_ROUNDS);
    expect(all.found).toBe(all.total);
    expect(all.rows).toHaveLength(ARCHIVE_PAGE_SIZE);
    expect(all.rows[0]).not.toHaveProperty('entries');
    expect(all.pages).toBe(Math.ceil(all.total / ARCHIVE_PAGE_SIZE));

    const team = await archive.page({ ...ALL, text: '^archivteam t5$' });
    const expected = roundsWhere((index) => index % 11 === 5);
    expect([team.found, team.total]).toEqual([expected, all.total]);
    const last = await archive.page({ ...ALL, text: '^archivteam t5$', page: team.pages });
    expect(last.rows).toHaveLength(expected - (team.pages - 1) * ARCHIVE_PAGE_SIZE);
    expect((await archive.page({ ...ALL, text: '^archivteam t5$', page: team.pages + 5 })).page).toBe(team.pages);
  });

  test('the filter is a case-insensitive regular expression over group, name, team, remarks, station, site and parameter', async () => {
    const archive = await openLargeArchive();
    const cases: [string, (index: number) => boolean][] = [
      ['^ARCHIVGRUPPE G3$', (index) => index % 7 === 3],
      ['^Archivtour N12$', (index) => index % 50 === 12],
      ['^archivteam t(1|2)$', (index) => index % 11 === 1 || index % 11 === 2],
      ['^archivbemerkung r26$', (index) => index % 39 === 26],
      ['^archivriss f29$', (index) => index % 58 === 29],
      ['^archivstation s4-', (index) => index % 17 === 4],
      ['^ARCHIVORT O7$', (index) => index % 19 === 7],
      ['^ap5$', (index) => index % 23 === 5],
    ];
    for (const [text, holds] of cases) {
      const page = await archive.page({ ...ALL, text });
      expect({ text, found: page.found }).toEqual({ text, found: roundsWhere(holds) });
      // each round of the large archive is numbered in the last digits of its instanceId
      expect(page.rows.every((row) => holds(Number(row.instanceId.slice(-12))))).toBe(true);
    }
    // a half-typed pattern is matched as text, not an error
    expect((await archive.page({ ...ALL, text: 'Archivtour N1(' })).found).toBe(0);
  });

  test('the date range: creation days from–to, inclusive; open sides are the earliest and latest creation day', async () => {
    const archive = await openLargeArchive();
    const day = (index: number) => format(new Date(creationTimeOf(index)), 'yyyy-MM-dd');
    const range = { from: day(400), to: day(100) };
    const page = await archive.page({ ...ALL, text: '^archivtour', range });
    expect(page.found).toBe(roundsWhere((index) => day(index) >= range.from && day(index) <= range.to));
    expect(page.defaultRange.from! <= day(LARGE_ARCHIVE_ROUNDS - 1)).toBe(true);
    expect(page.defaultRange.to! >= day(0)).toBe(true);
    expect((await archive.page({ ...ALL, text: '^archivtour', range: { from: range.from } })).found).toBe(roundsWhere((index) => day(index) >= range.from));
  });

  test('sorting each column: ascending, descending, then cleared; creationTime numerically; empty cells last', async () => {
    const archive = await openLargeArchive();
    const unsorted = (await archive.page(ALL)).rows.map((row) => row.instanceId);
    const collator = new Intl.Collator('de', { sensitivity: 'base' });
    const columns = ['creationTime', 'mrName', 'mrTeam', 'submissionTime', 'decision1Time', 'decision2Time', 'completionTime', 'mrRemark'] as const;
    for (const column of columns) {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = (await archive.page({ ...ALL, sort: { column, direction } })).rows;
        const cells = rows.map((row) => row[column]);
        const filled = cells.filter((cell): cell is string => Boolean(cell));
        expect(cells.slice(0, filled.length)).toEqual(filled);
        const compare = column === 'creationTime' ? (a: string, b: string) => Date.parse(a) - Date.parse(b) : collator.compare;
        const sign = direction === 'asc' ? 1 : -1;
        expect({ column, direction, cells: filled }).toEqual({ column, direction, cells: [...filled].sort((a, b) => sign * compare(a, b)) });
      }
      expect((await archive.page({ ...ALL, sort: undefined })).rows.map((row) => row.instanceId)).toEqual(unsorted);
    }
    const oldest = (await archive.page({ ...ALL, text: '^archivtour', sort: { column: 'creationTime', direction: 'asc' } })).rows[0];
    expect(oldest.creationTime).toBe(creationTimeOf(LARGE_ARCHIVE_ROUNDS - 1));
  });

  test('a round submitted elsewhere appears after the next refresh, without a full reload', async () => {
    const archive = await openLargeArchive();
    const before = archive.states.at(-1)!.page!;
    const { api: elsewhere } = await startWorker({ databaseName: uniqueDatabaseName('archive-elsewhere'), apiBase: LARGE_ARCHIVE_PREFIX });
    const view = await elsewhere.createOfflineRound(await demoRoundId(elsewhere));
    const [row] = numberRows(view);
    await editedRoundView(elsewhere, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: plausibleValue(view, row) } }]);
    await elsewhere.postRound(view.round.instanceId);
    await expect.poll(async () => (await archivedRounds(LARGE_ARCHIVE_PREFIX)).some((round) => round.instanceId === view.round.instanceId)).toBe(true);

    const pushed = archive.states.length;
    await archive.api.refreshArchive();
    await archive.settled();
    const after = archive.states.at(-1)!;
    expect(archive.states.slice(pushed).every((state) => state.status === 'ready')).toBe(true);
    expect(after.page!.total).toBe(before.total + 1);
    expect(after.page!.rows[0].instanceId).toBe(view.round.instanceId);
  });

  test('offline, the archive opens from the stored rows with their age', async () => {
    const databaseName = uniqueDatabaseName('archive-offline');
    const online = await openLargeArchive(databaseName);
    const stored = online.states.at(-1)!;
    const offline = await openLargeArchive(databaseName, UNREACHABLE_API);
    const state = offline.states.at(-1)!;
    expect(state).toMatchObject({ status: 'ready', storedAt: stored.storedAt, error: { code: 'NETWORK' } });
    expect(state.page!.total).toBe(stored.page!.total);
    expect(state.page!.rows.map((row) => row.instanceId)).toEqual(stored.page!.rows.map((row) => row.instanceId));
    expect((await offline.page({ ...ALL, text: '^archivteam t5$' })).found).toBe(roundsWhere((index) => index % 11 === 5));
  });
});
