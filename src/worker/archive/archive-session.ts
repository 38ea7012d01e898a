// The open archive list (issue 11): the stored rows are shown at once, brought up to date with the
// server (the whole list the first time, afterwards only what changed since the stored version) and
// every state is pushed to the screen's callback. Queries are answered from memory; a query that a
// newer one overtook (a further keystroke) is dropped before it runs.
import type { ArchiveQuery, ArchiveState } from '../../shared/contract/archive';
import { toWorkerError } from '../http/worker-error';
import { readArchive, touchArchiveVersion, writeArchive, type StoredArchiveVersion } from '../store/archive-store';
import { fetchArchive } from './archive-fetch';
import { ArchiveIndex } from './archive-index';

type Listener = (state: ArchiveState) => void;

let listener: Listener | undefined;
let index: ArchiveIndex | undefined;
let stored: StoredArchiveVersion | undefined;
let query: ArchiveQuery = { text: '', range: {}, page: 1 };
let latestJob = 0;
let state: Omit<ArchiveState, 'page' | 'jobId'> = { status: 'loading' };
let refreshing: Promise<void> | undefined;

export async function openArchive(first: ArchiveQuery, onState: Listener): Promise<void> {
  listener = onState;
  query = first;
  if (!index) {
    const { rounds, version } = await readArchive();
    stored = version;
    if (version) index = new ArchiveIndex(rounds);
  }
  state = index ? { status: 'ready', storedAt: stored?.storedAt } : { status: 'loading' };
  push();
  await refreshArchive();
}

export async function closeArchive(): Promise<void> {
  listener = undefined;
}

export async function queryArchive(jobId: number, next: ArchiveQuery): Promise<void> {
  latestJob = Math.max(latestJob, jobId);
  query = next;
  // let queued messages (further keystrokes) arrive first; only the newest query runs
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (jobId < latestJob) return;
  push(jobId);
}

/** Rounds matching the query in its sort: the report of the filtered list. */
export async function archiveInstanceIds(of: Omit<ArchiveQuery, 'page'>): Promise<string[]> {
  return (await loadedIndex()).matching(of).map((round) => round.instanceId);
}

/** One refresh at a time; a second caller waits for the running one. */
export function refreshArchive(): Promise<void> {
  refreshing ??= refresh().finally(() => (refreshing = undefined));
  return refreshing;
}

async function refresh(): Promise<void> {
  try {
    const answer = await fetchArchive(stored?.version, (loaded, total) => {
      if (!index) pushState({ status: 'loading', progress: { loaded, total } });
    });
    const storedAt = new Date().toISOString();
    if (answer === 'unchanged') {
      stored = { version: stored!.version, storedAt };
      await touchArchiveVersion(stored);
    } else {
      stored = { version: answer.version, storedAt };
      await writeArchive(answer.rounds, answer.complete, stored);
      applyAnswer(answer.rounds, answer.complete);
    }
    pushState({ status: 'ready', storedAt });
  } catch (error) {
    pushState({ status: index ? 'ready' : 'failed', storedAt: stored?.storedAt, error: toWorkerError(error) });
  }
}

function applyAnswer(rounds: readonly unknown[], complete: boolean): void {
  if (index) index.apply(rounds, complete);
  else index = new ArchiveIndex(rounds);
}

/** Logout: the archive held in memory goes with the stored one. */
export function forgetArchive(): void {
  index = undefined;
  stored = undefined;
  state = { status: 'loading' };
}

async function loadedIndex(): Promise<ArchiveIndex> {
  if (!index) await refreshArchive();
  return index ?? new ArchiveIndex();
}

function pushState(next: typeof state): void {
  state = next;
  push();
}

function push(jobId = latestJob): void {
  if (!listener) return;
  listener({ ...state, jobId, page: index?.page(query) });
}
