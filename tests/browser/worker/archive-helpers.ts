// The worker's archive list over the browser tests' large archive (issue 11).
import { proxy, type Remote } from 'comlink';
import { expect } from 'vitest';
import type { ArchivePage, ArchiveQuery, ArchiveState, WorkerApi } from '../../../src/shared/contract';
import { LARGE_ARCHIVE_PREFIX, LARGE_ARCHIVE_ROUNDS } from '../../support/large-archive-route';
import { startWorker, uniqueDatabaseName } from './start-worker';

export const ALL: ArchiveQuery = { text: '', range: {}, page: 1 };
/** how many of the large archive's rounds satisfy `holds` */
export const roundsWhere = (holds: (index: number) => boolean) => Array.from({ length: LARGE_ARCHIVE_ROUNDS }, (_, index) => index).filter(holds).length;

export interface OpenArchive {
  api: Remote<WorkerApi<Blob>>;
  states: ArchiveState[];
  /** the page answering the newest query, once it arrived */
  page(query: ArchiveQuery): Promise<ArchivePage>;
}

let jobs = 0;

export async function openLargeArchive(databaseName = uniqueDatabaseName('archive-large'), apiBase = LARGE_ARCHIVE_PREFIX): Promise<OpenArchive> {
  const { api } = await startWorker({ databaseName, apiBase });
  const states: ArchiveState[] = [];
  await api.openArchive(ALL, proxy((state: ArchiveState) => void states.push(state)));
  return {
    api,
    states,
    async page(query) {
      const jobId = ++jobs;
      await api.queryArchive(jobId, query);
      await expect.poll(() => states.at(-1)?.jobId).toBe(jobId);
      return states.at(-1)!.page!;
    },
  };
}

