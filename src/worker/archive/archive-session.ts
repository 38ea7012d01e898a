// The archive list (issue 11): the stored rows are shown at once (on the default view its first page even before
// every row is read, from the stored head), brought up to date with the server (the whole list the first time,
// afterwards only what changed since the stored version), and every state reaches the subscriptions of the topic
// 'archive' (issue 37), each answered from memory for its query.
import type { ArchivePage, ArchiveQuery, ArchiveState } from '../../shared/contract/archive';
import { toWorkerError } from '../http/worker-error';
import { announce, announceHere, onChange } from '../push/change-feed';
import {
  appendArchiveRows,
  readArchiveBlocks,
  readArchiveStart,
  readArchiveVersion,
  touchArchiveVersion,
  writeArchiveBlocks,
  type StoredArchiveVersion,
} from '../store/archive-store';
import { fetchArchive, offersArchiveVersions, type ArchiveAnswer } from './archive-fetch';
import { changedBlocks, sameRows } from './archive-blocks';
import { ArchiveIndex } from './archive-index';
import { ArchiveSearch } from './archive-search';

type ArchiveProgress = NonNullable<ArchiveState['progress']>;

/** stored blocks read (and their rows checked) at a time while the list opens */
const STORED_BLOCKS_PER_READ = 2;
const DEFAULT_VIEW: ArchiveQuery = { text: '', range: {}, page: 1 };

/** subscriptions of the topic 'archive' (open lists) */
let openLists = 0;
let index: ArchiveIndex | undefined;
/** the stored head's first page, until `index` holds every stored row */
let preview: ArchivePage | undefined;
/** the blocks as stored (by the rows' identity), when they are known: a write puts only the blocks that changed */
let written: unknown[][] | undefined;
/** the stored blocks are not the held rows' (no head, or later copies of rows appended): the next store writes them all */
let storeStale = false;
let writing: Promise<void> = Promise.resolve();
/** the filter texts' searches over every row by query (oldest first), and the one running */
const searches = new Map<string, ArchiveSearch>();
let searching: ArchiveSearch | undefined;
/** searches kept for queries asked again (several subscriptions, a filter typed back) */
const KEPT_SEARCHES = 8;
/** the rows read so far, from the store or the spec's list, while they are read: a query the preview cannot answer is answered from them */
let partial: { index: ArchiveIndex; progress: ArchiveProgress } | undefined;
let loadingStored: Promise<void> | undefined;
/** the stored rows were read into memory since the worker started (or the last logout) */
let storedRead = false;
let stored: StoredArchiveVersion | undefined;
/** the query asked last: while the stored rows are read, the default view is answered by the stored head */
let query: ArchiveQuery = { text: '', range: {}, page: 1 };
let state: Omit<ArchiveState, 'page'> = { status: 'loading' };
let refreshing: Promise<void> | undefined;
let refreshAfter: Promise<void> | undefined;
let followingOtherTabs = false;

/** A list subscribed: the stored rows are read into memory (once), and other tabs' refreshes followed. */
export function openArchiveList(first: ArchiveQuery): void {
  openLists += 1;
  query = first;
  followOtherTabs();
  if (!storedRead) void loadStoredOnce();
}

export function closeArchiveList(): void {
  openLists = Math.max(0, openLists - 1);
}

/** The list's state with the page answering `asked` from what is in memory; undefined while no row can be shown yet. */
export function archiveState(asked: ArchiveQuery): ArchiveState | undefined {
  query = asked;
  const { page, progress = state.progress, searching } = shown(asked);
  if (!page && (loadingStored || searching)) return undefined;
  return { ...state, progress, page };
}

/** The stored rows into memory, one reading at a time. */
function loadStoredOnce(): Promise<void> {
  return (loadingStored ??= loadStored().finally(() => {
    loadingStored = undefined;
    announceHere({ kind: 'archive-state' });
  }));
}

/**
 * The stored rows into memory: every row read and checked takes seconds for 100,000 rounds, so the default view's first
 * page, the stored head (one read), is pushed before, and any other query is answered from the rows read so far (with
 * the reading's progress) each time twice as many are read.
 */
async function loadStored(): Promise<void> {
  const start = await readArchiveStart();
  if (start.version && start.head) {
    preview = start.head.page;
    stored = start.version;
    pushState({ status: 'ready', storedAt: start.version.storedAt });
  }
  const loading = new ArchiveIndex();
  let answeredAt = 0;
  const blocks = await readArchiveBlocks(STORED_BLOCKS_PER_READ, ({ rows, read, stored: total }) => {
    loading.apply(rows, false, loading.size);
    partial = { index: loading, progress: { loaded: read, total } };
    if (read < total && read >= 2 * answeredAt && !(preview && isDefaultView(query)) && start.version) {
      answeredAt = read;
      pushState({ status: 'ready', storedAt: start.version.storedAt });
    }
  });
  stored = start.version;
  if (stored) {
    index = loading;
    written = sameRows(blocks.flat(), loading.storedRows()) ? blocks : undefined;
    storeStale = !start.head || !written;
    // no head (the store's upgrade, a detail's refresh) or later copies appended: stored anew while nothing newer is
    if (storeStale) void inWriteTurn(() => (stored?.version === start.version?.version ? storeIndex(loading, stored!, []) : undefined)).catch(() => undefined);
  }
  preview = undefined;
  partial = undefined;
  storedRead = true;
  if (index) state = { status: 'ready', storedAt: stored?.storedAt };
}

/** Only the default view's page is the stored head's. */
function isDefaultView(query: ArchiveQuery): boolean {
  return query.text === '' && !query.range.from && !query.range.to && !query.sort && query.page === 1;
}

/** Rounds matching the query in its sort: the report of the filtered list. */
export async function archiveInstanceIds(of: Omit<ArchiveQuery, 'page'>): Promise<string[]> {
  return (await archiveMatches(of)).map((round) => round.instanceId);
}

/** Every round matching the query, in its sort. */
export async function archiveMatches(of: Omit<ArchiveQuery, 'page'>) {
  return (await loadedIndex()).matching(of);
}

/** The list's row of a round (its name and time when the round itself cannot be loaded). */
export async function archiveSummary(instanceId: string) {
  return (await loadedIndex()).summary(instanceId);
}

/**
 * One refresh at a time. A caller while one runs gets the next one, started after it (its request may have
 * been answered before the caller's change, e.g. a decision just posted); callers meanwhile share that one.
 */
export function refreshArchive(): Promise<void> {
  if (!refreshing) {
    refreshing = refresh().finally(() => (refreshing = undefined));
    return refreshing;
  }
  refreshAfter ??= refreshing.then(() => {
    refreshAfter = undefined;
    return refreshArchive();
  });
  return refreshAfter;
}

/**
 * Brings a stored archive up to date (a small request) and answers the version it is current with;
 * without a stored archive nothing is loaded (a detail does not start the first load of the list), nor without
 * the server's versions (issue 32: the whole list is no small request; the detail is then fetched each time).
 */
export async function refreshStoredArchive(): Promise<string | undefined> {
  if (!(await storedVersion()) || !(await offersArchiveVersions())) return undefined;
  await refreshArchive();
  return stored?.version;
}

async function storedVersion(): Promise<StoredArchiveVersion | undefined> {
  stored ??= await readArchiveVersion();
  return stored;
}

async function refresh(): Promise<void> {
  await loadingStored;
  try {
    // the rows so far go into the list as they arrive (its first page from the first chunk), checked once each: the
    // same index becomes the list's when the answer is complete (issue 38)
    const arriving = new ArchiveIndex();
    let appliedRows = 0;
    const answer = await fetchArchive((await storedVersion())?.version, (loaded, total, rowsSoFar) => {
      if (index) return;
      const progress = { loaded, total };
      // anew each time twice as many arrived: a new set of rows is sorted again for the page
      if (rowsSoFar?.length && rowsSoFar.length >= 2 * appliedRows) {
        arriving.apply(rowsSoFar.slice(appliedRows), false, appliedRows);
        appliedRows = rowsSoFar.length;
        partial = { index: arriving, progress };
      } else if (partial) partial.progress = progress;
      pushState({ status: 'loading', progress });
    });
    if (answer !== 'unchanged' && answer.complete && !index && appliedRows > 0) {
      arriving.apply(answer.rounds.slice(appliedRows), false, appliedRows);
      index = arriving;
    }
    partial = undefined;
    const storedAt = new Date().toISOString();
    if (answer === 'unchanged') {
      stored = { version: stored!.version, storedAt };
      await inWriteTurn(() => touchArchiveVersion(stored!));
      pushState({ status: 'ready', storedAt });
    } else {
      // the rows are shown before they are stored: writing 20,000 rows into IndexedDB takes seconds
      if (index !== arriving) applyAnswer(answer.rounds, answer.complete);
      pushState({ status: 'ready', storedAt });
      await storeAnswer(answer, { version: answer.version, storedAt });
    }
  } catch (error) {
    partial = undefined;
    pushState({ status: index ? 'ready' : 'failed', storedAt: stored?.storedAt, error: toWorkerError(error) });
  }
}

/** The version held becomes the answer's once its rows are stored (a later refresh asks what changed since it). */
async function storeAnswer(answer: ArchiveAnswer, version: StoredArchiveVersion): Promise<void> {
  const held = index;
  await inWriteTurn(() => (held ? storeIndex(held, version, answer.complete ? 'all' : answer.rounds.flatMap(instanceIdOf)) : appendArchiveRows(answer.rounds, version)));
  stored = version;
  announce({ kind: 'archive', version: version.version });
}

/** Writes of the stored archive one after another: each puts blocks relative to the one before. */
function inWriteTurn(write: () => Promise<void> | undefined): Promise<void> {
  const next = writing.then(write);
  writing = next.catch(() => undefined);
  return next;
}

/** The held rows into the store: the blocks that changed, the head (the default view's first page) and the version. */
async function storeIndex(rows: ArchiveIndex, version: StoredArchiveVersion, dropRounds: 'all' | string[]): Promise<void> {
  const storedRows = rows.storedRows();
  const { blocks, changed } = changedBlocks(storedRows, storeStale ? undefined : written);
  await writeArchiveBlocks({ changed, blockCount: blocks.length, head: { page: rows.page(DEFAULT_VIEW), rows: storedRows.length }, version, dropRounds });
  written = blocks;
  storeStale = false;
}

function instanceIdOf(row: unknown): string[] {
  const id = typeof row === 'object' && row !== null ? (row as { instanceId?: unknown }).instanceId : undefined;
  return typeof id === 'string' ? [id] : [];
}

/** The rows held in memory follow the store; not loaded yet, they are read from the store when the list opens. */
function applyAnswer(rounds: readonly unknown[], complete: boolean): void {
  if (index) index.apply(rounds, complete);
  else if (complete) index = new ArchiveIndex(rounds);
}

/**
 * Another tab stored a newer archive: an open list here asks for what changed since its own version (a
 * small request), so every tab's view follows without a reload. (Started once the session names the database.)
 */
function followOtherTabs(): void {
  if (followingOtherTabs) return;
  followingOtherTabs = true;
  onChange((change) => {
    if (change.kind === 'archive' && change.version !== stored?.version && openLists > 0) void refreshArchive();
  });
}

/**
 * A filter text's page from its search over every row (archive-search.ts); searching until its page is full. The
 * newest query's search runs; an older one stops and goes on from where it was when its query is asked again.
 */
function searched(rows: ArchiveIndex, query: ArchiveQuery): { page?: ArchivePage; searching: boolean } {
  const key = JSON.stringify([query.text, query.range, query.sort ?? null]);
  let current = searches.get(key);
  if (!current?.answers(rows)) {
    current = new ArchiveSearch(rows, query);
    searches.delete(key);
    searches.set(key, current);
    for (const older of searches.keys()) if (searches.size > KEPT_SEARCHES) searches.delete(older);
  }
  const page = current.page(query.page);
  if (!current.done && searching !== current) {
    searching = current;
    void current.run(() => searching, () => announceHere({ kind: 'archive-state' }));
  }
  return { page, searching: !current.done };
}

/** Logout: the archive held in memory goes with the stored one. */
export function forgetArchive(): void {
  index = undefined;
  preview = undefined;
  written = undefined;
  storeStale = false;
  searches.clear();
  searching = undefined;
  partial = undefined;
  stored = undefined;
  storedRead = false;
  state = { status: 'loading' };
}

async function loadedIndex(): Promise<ArchiveIndex> {
  // the stored rows first: offline (a report opened after a reload) they are all there is
  if (!index) await loadStoredOnce();
  if (!index) await refreshArchive();
  return index ?? new ArchiveIndex();
}

function pushState(next: typeof state): void {
  state = next;
  announceHere({ kind: 'archive-state' });
}

/** The page answering the query from what is in memory; from the rows read so far (stored or answered) with the reading's progress. */
function shown(query: ArchiveQuery): { page?: ArchivePage; progress?: ArchiveProgress; searching?: boolean } {
  if (index) return query.text ? searched(index, query) : { page: index.page(query) };
  if (preview && isDefaultView(query)) return { page: preview };
  if (!partial?.index.size) return {};
  const page = partial.index.page(query);
  // the count line's 'y': every round announced but those found bad so far (not announced: those read so far)
  const total = partial.progress.total ? partial.progress.total - page.skipped.length : page.total;
  return { page: { ...page, total }, progress: partial.progress };
}
