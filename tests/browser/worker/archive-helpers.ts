// The worker's archive list over the browser tests' large archive (issue 11), followed on the topic 'archive' (issue 37).
import { proxy, type Remote } from 'comlink';
import { expect } from 'vitest';
import type { ArchivePage, ArchiveQuery, ArchiveState, Topic, TopicView, WorkerApi } from '../../../src/shared/contract';
import { LARGE_ARCHIVE_PREFIX, LARGE_ARCHIVE_ROUNDS } from '../../support/large-archive-route';
import { startWorker, uniqueDatabaseName } from './start-worker';

export const ALL: ArchiveQuery = { text: '', range: {}, page: 1 };
/** how many of the large archive's rounds satisfy `holds` */
export const roundsWhere = (holds: (index: number) => boolean) => Array.from({ length: LARGE_ARCHIVE_ROUNDS }, (_, index) => index).filter(holds).length;

type Api = Remote<WorkerApi<Blob>>;

export interface OpenArchive {
  api: Api;
  /** the states pushed for the whole list (query ALL) */
  states: ArchiveState[];
  /** the page answering `query` (a subscription of its own) */
  page(query: ArchiveQuery): Promise<ArchivePage>;
  /** resolves once the last state pushed is the one the worker holds now */
  settled(): Promise<void>;
}

/** Subscribes to the list for `query`; its states land in `states`. Answers the subscription id. */
export function followArchive(api: Api, query: ArchiveQuery, states: ArchiveState[]): Promise<string> {
  // Comlink's Remote type drops subscribe's type parameter: the view is the topic's by the contract
  return api.subscribe({ kind: 'archive', query }, proxy((state: TopicView<Topic>) => void states.push(state as ArchiveState)));
}

/** The state the worker holds now for `query`, once its page is counted (issue 38: a filter's page comes first, its count after). */
export async function counted(api: Api, query: ArchiveQuery): Promise<ArchiveState> {
  const states: ArchiveState[] = [];
  const id = await followArchive(api, query, states);
  try {
    await expect.poll(() => states.length > 0 && !states.at(-1)!.page?.counting).toBe(true);
    return states.at(-1)!;
  } finally {
    await api.unsubscribe(id);
  }
}

/** Waits until `states` (followed for `query`) end with the state the worker holds now. */
export async function settled(api: Api, query: ArchiveQuery, states: ArchiveState[]): Promise<void> {
  const now = await counted(api, query);
  await expect.poll(() => states.at(-1)).toEqual(now);
}

/** The list's page for `query` as the screen shows it once the archive was brought up to date with the server. */
export async function refreshedPage(api: Api, query: ArchiveQuery = ALL): Promise<ArchivePage> {
  await api.refreshArchive();
  return (await counted(api, query)).page!;
}

/** Opens the list as the screen does: follows it, refreshes it from the server, waits for the refresh's state. */
export async function openLargeArchive(databaseName = uniqueDatabaseName('archive-large'), apiBase = LARGE_ARCHIVE_PREFIX): Promise<OpenArchive> {
  const { api } = await startWorker({ databaseName, apiBase });
  const states: ArchiveState[] = [];
  await followArchive(api, ALL, states);
  await api.refreshArchive();
  await settled(api, ALL, states);
  return {
    api,
    states,
    async page(query) {
      return (await counted(api, query)).page!;
    },
    settled: () => settled(api, ALL, states),
  };
}
