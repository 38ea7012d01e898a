// GET /completed-measure-round. archive.md §7 answers "a list of completed rounds": the worker derives each round's
// summary row (filter text, counts, relevant stages) itself (issue 32). With our extension 'archive-summary-list'
// (offered in /info, issue 11) the server answers summary rows, the whole list or, with the held version, what
// changed since; it writes one round per line and announces their number, so the first load can show progress.
import type { Static } from 'typebox';
import { API_EXTENSIONS, apiPaths, ROUND_COUNT_HEADER } from '../../shared/api';
import { ArchiveListEnvelopeSchema } from '../../shared/schema/archive';
import { isWorkerError } from '../../shared/contract';
import { request } from '../http/client';
import { parseRecord } from '../http/parse-answer';
import { workerError } from '../http/worker-error';
import { offersExtension } from '../session/get-server-info';
import { summaryRowOf } from './archive-derive';
import { JsonArraySplitter } from './json-array-splitter';

/** the answer; its rows are checked one by one where they are used (archive-rows.ts) */
export type ArchiveAnswer = Static<typeof ArchiveListEnvelopeSchema>;
const RECORD = 'the archive list';
/** the version of a list answered without the extension: it is never sent back, a later load asks for the whole list */
const WHOLE_LIST_VERSION = 'whole-list';

/** rounds received of `total` (0: not announced), and the rows derived so far where the worker derives them */
export type ArchiveProgress = (loaded: number, total: number, rowsSoFar?: readonly unknown[]) => void;
/** the list's own work between which other messages run: well under a frame, also on a slow phone */
const WORK_SLICE_MS = 8;
/** how often the rounds read so far are told */
const PROGRESS_INTERVAL_MS = 250;

/** Whether the server answers what changed since a version (else every load is the whole list). */
export function offersArchiveVersions(): Promise<boolean> {
  return offersExtension(API_EXTENSIONS.archiveSummaryList);
}

/**
 * The answer, or 'unchanged' when the server has nothing newer than `since` (304). The spec's plain list is read as it
 * arrives, one round at a time: `onProgress` gets the rows derived so far (its total 0: the spec's list has no count).
 */
export async function fetchArchive(since: string | undefined, onProgress: ArchiveProgress): Promise<ArchiveAnswer | 'unchanged'> {
  const asked = since && since !== WHOLE_LIST_VERSION && (await offersArchiveVersions()) ? since : undefined;
  let response: Response;
  try {
    response = await request(apiPaths.completedRounds(asked), { cache: 'no-store' });
  } catch (error) {
    if (isWorkerError(error) && error.code === 'NOT_MODIFIED') return 'unchanged';
    throw error;
  }
  const total = Number(response.headers.get(ROUND_COUNT_HEADER) ?? 0);
  const chunks = textChunks(response);
  // the shape is read, not assumed from /info: a list of rounds or the extension's envelope
  let head = '';
  while (!/\S/.test(head)) {
    const next = await chunks.next();
    if (next.done) break;
    head += next.value;
  }
  try {
    if (head.trimStart().startsWith('[')) return { version: WHOLE_LIST_VERSION, complete: true, rounds: await readRoundList(head, chunks, onProgress) };
    return parseRecord(ArchiveListEnvelopeSchema, JSON.parse(await readEnvelope(head, chunks, total, onProgress)), RECORD);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw workerError('INVALID_RECORD', `${RECORD}: the answer is no JSON (${error.message})`, { record: RECORD, field: '' });
  }
}

async function* textChunks(response: Response): AsyncGenerator<string, void, undefined> {
  if (!response.body) {
    yield await response.text();
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
}

/**
 * The spec's list: each round parsed on its own as its text has arrived, and turned into its summary row at once, so
 * neither the whole text nor every round with its entries is held. Other messages (the screen's queries) run between
 * slices of this work.
 */
async function readRoundList(head: string, chunks: AsyncGenerator<string, void, undefined>, onProgress: ArchiveProgress): Promise<unknown[]> {
  const splitter = new JsonArraySplitter();
  const rows: unknown[] = [];
  let sliceStart = performance.now();
  let toldAt = sliceStart;
  onProgress(0, 0, rows);
  for (let chunk: string | void = head; chunk !== undefined; chunk = (await chunks.next()).value) {
    for (const text of splitter.push(chunk)) {
      rows.push(summaryRowOf(parsedOrUndefined(text)));
      if (performance.now() - sliceStart < WORK_SLICE_MS) continue;
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
    if (performance.now() - toldAt < PROGRESS_INTERVAL_MS) continue;
    toldAt = performance.now();
    onProgress(rows.length, 0, rows);
  }
  splitter.end();
  return rows;
}

/** a round whose text is no JSON becomes a row marked invalid (skipped and named), not the end of the list */
function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Our envelope: one round per line, their number announced, so the progress has a total. */
async function readEnvelope(head: string, chunks: AsyncGenerator<string, void, undefined>, total: number, onProgress: ArchiveProgress): Promise<string> {
  const parts: string[] = [];
  let loaded = 0;
  let percent = 0;
  onProgress(0, total);
  for (let chunk: string | void = head; chunk !== undefined; chunk = (await chunks.next()).value) {
    parts.push(chunk);
    if (total === 0) continue;
    loaded += countLines(chunk);
    // told once per percent, not per network chunk: each is a render of the list on the main thread (issue 13)
    const reached = Math.floor((100 * Math.min(loaded, total)) / Math.max(total, 1));
    if (reached === percent) continue;
    percent = reached;
    onProgress(Math.min(loaded, total), total);
  }
  return parts.join('');
}

function countLines(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count++;
  return count;
}
