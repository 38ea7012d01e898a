// Archive figures on the bench page (issue 11): the app's worker opening the archive list (first load, warm store)
// and answering filter keystrokes, beside the naive alternative — the app before issue 11: the whole list with its
// entries held on the main thread and filtered there on every keystroke (filterArchive, pageRows). A keystroke ends
// when its page is painted: 100 rows written into a table, then the next frame.
import { proxy, wrap, type Remote } from 'comlink';
import type { ArchiveRoundSummary } from '../../../src/shared/schema/archive';
import { filterArchive } from '../../../src/shared/rules/archive-filter';
import { pageRows } from '../../../src/shared/rules/archive-list';
import type { ArchiveQuery, ArchiveState, Topic, TopicView, WorkerApi } from '../../../src/shared/contract';
import { largeArchiveRound } from '../../support/large-archive';
import { measure, type PageMeasurement } from './measure';

const ALL: ArchiveQuery = { text: '', range: {}, page: 1 };

interface OpenedWorker {
  api: Remote<WorkerApi<Blob>>;
  states: ArchiveState[];
  /** the first pushed state (from now on or already pushed) that satisfies `holds` */
  until(holds: (state: ArchiveState) => boolean): Promise<ArchiveState>;
  /** follows the list for `query` (the topic 'archive'), ending the subscription before: `states` holds this query's only */
  follow(query: ArchiveQuery): void;
  close(): void;
}

async function startWorker(databaseName: string): Promise<OpenedWorker> {
  const worker = new Worker(new URL('./instrumented-worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<WorkerApi<Blob>>(worker);
  await api.init({ browser: 'Chrome', standalone: false, databaseName }, proxy(async () => undefined));
  const states: ArchiveState[] = [];
  let waiting: (() => void)[] = [];
  let following: string | undefined;
  const onState = (state: ArchiveState) => {
    states.push(state);
    const woken = waiting;
    waiting = [];
    woken.forEach((wake) => wake());
  };
  return {
    api,
    states,
    async until(holds) {
      for (let seen = 0; ; ) {
        const found = states.slice(seen).find(holds);
        if (found) return found;
        seen = states.length;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    follow(query) {
      if (following) void api.unsubscribe(following);
      const id = crypto.randomUUID();
      following = id;
      states.length = 0;
      // Comlink's Remote type drops subscribe's type parameter: the view is the topic's by the contract
      const onView = (state: TopicView<Topic>) => following === id && onState(state as ArchiveState);
      void api.subscribe({ kind: 'archive', query }, proxy(onView), id);
    },
    close: () => worker.terminate(),
  };
}

const hasRows = (state: ArchiveState) => (state.page?.rows.length ?? 0) > 0;
/** a refresh's last state: loaded (or failed), no load step under way */
const loaded = (state: ArchiveState) => state.status !== 'loading' && !state.progress;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

type ListedRow = Pick<ArchiveRoundSummary, 'creationTime' | 'mrName' | 'mrTeam' | 'submissionTime' | 'mrRemark'>;

/** Writes the rows into the bench page's table (as text, like the list) and waits for the next frame. */
async function paint(rows: readonly ListedRow[]): Promise<void> {
  let table = document.getElementById('archive-table');
  if (!table) {
    table = document.createElement('table');
    table.id = 'archive-table';
    // columns sized by the table, not by its rows, as in the app's list (archive.css)
    table.style.cssText = 'table-layout: fixed; width: 100%';
    document.body.append(table);
  }
  const body = document.createElement('tbody');
  for (const row of rows) {
    const tr = body.insertRow();
    for (const cell of [row.creationTime, row.mrName, row.mrTeam ?? '', row.submissionTime ?? '', row.mrRemark ?? '']) tr.insertCell().textContent = cell;
  }
  table.replaceChildren(body);
  await nextFrame();
}

/** /archive opened in a new worker (a new tab) on `databaseName`: ends when the first page of rows has arrived. */
async function archiveOpen(databaseName: string): Promise<PageMeasurement> {
  const opened = await startWorker(databaseName);
  try {
    let refreshed: Promise<void> | undefined;
    const measured = await measure(async () => {
      opened.follow(ALL);
      refreshed = opened.api.refreshArchive();
      const first = await opened.until(hasRows);
      await paint(first.page!.rows);
      return { total: first.page!.total };
    });
    await refreshed;
    return measured;
  } finally {
    opened.close();
  }
}

/**
 * Issues 32 and 38: /archive's first load on an empty store, until every round is in the list and painted (ms);
 * `firstMs` when its first page was painted (the spec's list shows the rows read so far), `total` the rounds listed.
 */
async function archiveFirstLoad(databaseName: string): Promise<PageMeasurement> {
  const opened = await startWorker(databaseName);
  try {
    return await measure(async () => {
      const start = performance.now();
      opened.follow(ALL);
      const refreshed = opened.api.refreshArchive();
      const first = await opened.until(hasRows);
      await paint(first.page!.rows);
      const firstMs = performance.now() - start;
      await refreshed;
      const last = await opened.until(loaded);
      if (!last.page) throw new Error(`the first load ended ${last.status}: ${last.error?.message ?? 'no page'}`);
      await paint(last.page.rows);
      return { firstMs, total: last.page.total };
    });
  } finally {
    opened.close();
  }
}

/**
 * /archive opened in a new worker on the stored archive with `text` typed at once: ends when that filter's page from
 * every stored row is painted; `firstMs` when its first page was, from the rows read so far (with the progress shown).
 */
async function archiveOpenAndFilter(databaseName: string, text: string): Promise<PageMeasurement> {
  const opened = await startWorker(databaseName);
  try {
    let refreshed: Promise<void> | undefined;
    const measured = await measure(async () => {
      const start = performance.now();
      opened.follow(ALL);
      refreshed = opened.api.refreshArchive();
      opened.follow({ ...ALL, text });
      const first = await opened.until((state) => state.page !== undefined);
      await paint(first.page!.rows);
      const firstMs = performance.now() - start;
      const whole = first.progress ? await opened.until((state) => state.page !== undefined && !state.progress) : first;
      if (whole !== first) await paint(whole.page!.rows);
      return { found: whole.page!.found, firstMs };
    });
    await refreshed;
    return measured;
  } finally {
    opened.close();
  }
}

/** Types `text` one character at a time into an open list; one measurement per keystroke. */
async function archiveTyping(databaseName: string, text: string): Promise<PageMeasurement[]> {
  const opened = await startWorker(databaseName);
  try {
    opened.follow(ALL);
    await opened.api.refreshArchive();
    await opened.until(loaded);
    const runs: PageMeasurement[] = [];
    for (let length = 1; length <= text.length; length++) {
      runs.push(
        await measure(async () => {
          opened.follow({ ...ALL, text: text.slice(0, length) });
          const state = await opened.until((candidate) => candidate.page !== undefined);
          await paint(state.page!.rows);
          return { found: state.page!.found };
        }),
      );
    }
    return runs;
  } finally {
    opened.close();
  }
}

/** The naive way: the same rounds with their entries on the main thread (made here, not timed), filtered on each keystroke. */
async function archiveTypingNaive(text: string, rounds: number, entries: number): Promise<PageMeasurement[]> {
  const archive = Array.from({ length: rounds }, (_, index) => largeArchiveRound(index, entries));
  const runs: PageMeasurement[] = [];
  for (let length = 1; length <= text.length; length++) {
    runs.push(
      await measure(async () => {
        const found = filterArchive(archive, { text: text.slice(0, length) });
        await paint(pageRows(found, 1));
        return { found: found.length };
      }),
    );
  }
  return runs;
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

export const archiveBench = { archiveOpen, archiveFirstLoad, archiveOpenAndFilter, archiveTyping, archiveTypingNaive, deleteDatabase };
