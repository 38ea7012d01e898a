// The archive list (issue 11): the stored rows are shown at once (on the default view its first page even before
// every row is read, archive-preview.ts), brought up to date with the server (the whole list the first time,
// afterwards only what changed since the stored version), and every state reaches the subscriptions of the topic
// 'archive' (issue 37), each answered from memory for its query.
import type { ArchivePage, ArchiveQuery, ArchiveState } from '../../shared/contract/archive';
import { toWorkerError } from '../http/worker-error';
import { announce, announceHere, onChange } from '../push/change-feed';
import { readArchive, readArchiveVersion, touchArchiveVersion, writeArchive, type StoredArchiveVersion } from '../store/archive-store';
import { fetchArchive, offersArchiveVersions, type ArchiveAnswer } from './archive-fetch';
import { ArchiveIndex } from './archive-index';
import { isDefaultView, readFirstPage } from './archive-preview';

type ArchiveProgress = NonNullable<ArchiveState['progress']>;

/** stored rows read (and checked) at a time while the list opens */
const STORED_ROWS_PER_READ = 1_000;

/** subscriptions of the topic 'archive' (open lists) */
let openLists = 0;
let index: ArchiveIndex | undefined;
/** the first page read by the store's indexes, until `index` holds every stored row */
let preview: ArchivePage | undefined;
/** the rows read so far, from the store or the spec's list, while they are read: a query the preview cannot answer is answered from them */
let partial: { index: ArchiveIndex; progress: ArchiveProgress } | undefined;
let loadingStored: Promise<void> | undefined;
/** the stored rows were read into memory since the worker started (or the last logout) */
let storedRead = false;
let stored: StoredArchiveVersion | undefined;
/** the query asked last: while the stored rows are read, the default view is answered by the store's indexes */
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
  const { page, progress = state.progress } = shown(asked);
  if (!page && loadingStored) return undefined;
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
 * The stored rows into memory: every row read and checked takes seconds for 20,000 rounds, so on the
 * default view the first page, read by the store's indexes, is pushed before, and any other query is
 * answered from the rows read so far (with the reading's progress) each time twice as many are read.
 */
async function loadStored(): Promise<void> {
  const first = isDefaultView(query) ? await readFirstPage() : undefined;
  if (first) {
    preview = first.page;
    stored = first.version;
    pushState({ status: 'ready', storedAt: first.version.storedAt });
  }
  const loading = new ArchiveIndex();
  let answeredAt = 0;
  const version = await readArchive(STORED_ROWS_PER_READ, ({ rows, read, stored: total, version: current }) => {
    loading.apply(rows, false);
    partial = { index: loading, progress: { loaded: read, total } };
    if (read < total && read >= 2 * answeredAt && !(preview && isDefaultView(query)) && current) {
      answeredAt = read;
      pushState({ status: 'ready', storedAt: current.storedAt });
    }
  });
  stored = version;
  if (version) index = loading;
  preview = undefined;
  partial = undefined;
  storedRead = true;
  if (index) state = { status: 'ready', storedAt: stored?.storedAt };
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
      await touchArchiveVersion(stored);
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
  await writeArchive(answer.rounds, answer.complete, version);
  stored = version;
  announce({ kind: 'archive', version: version.version });
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

/** Logout: the archive held in memory goes with the stored one. */
export function forgetArchive(): void {
  index = undefined;
  preview = undefined;
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
function shown(query: ArchiveQuery): { page?: ArchivePage; progress?: ArchiveProgress } {
  if (index) return { page: index.page(query) };
  if (preview && isDefaultView(query)) return { page: preview };
  if (!partial?.index.size) return {};
  const page = partial.index.page(query);
  // the count line's 'y': every round announced but those found bad so far (not announced: those read so far)
  const total = partial.progress.total ? partial.progress.total - page.skipped.length : page.total;
  return { page: { ...page, total }, progress: partial.progress };
}
