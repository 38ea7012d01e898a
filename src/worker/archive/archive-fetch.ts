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
import { nextTask, WORK_SLICE_MS } from '../util/next-task';
import { JsonArraySplitter } from './json-array-splitter';

/** the answer; its rows are checked one by one where they are used (archive-rows.ts) */
export type ArchiveAnswer = Static<typeof ArchiveListEnvelopeSchema>;
const RECORD = 'the archive list';
/** the version of a list answered without the extension: it is never sent back, a later load asks for the whole list */
const WHOLE_LIST_VERSION = 'whole-list';

/** rounds received of `total` (0: not announced), and the rows so far (each array the same, growing) */
export type ArchiveProgress = (loaded: number, total: number, rowsSoFar?: readonly unknown[]) => void;
/** the envelope's members before its rows, as our server writes them (src/server/routes/archive-list.ts) */
const ENVELOPE_OPENING = /^\s*\{\s*"version"\s*:\s*("(?:[^"\\]|\\.)*")\s*,\s*"complete"\s*:\s*(true|false)\s*,\s*"rounds"\s*:\s*(?=\[)/;
/** the longest text read for the envelope's opening before the answer is read whole */
const MAX_HEAD_LENGTH = 4_096;
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
  while (!/\S/.test(head) || (/^\s*\{/.test(head) && !head.includes('[') && head.length < MAX_HEAD_LENGTH)) {
    const next = await chunks.next();
    if (next.done) break;
    head += next.value;
  }
  try {
    if (head.trimStart().startsWith('[')) {
      const rounds = await readRows(head, chunks, new JsonArraySplitter(), (text) => summaryRowOf(parsedOrUndefined(text)), 0, onProgress);
      return { version: WHOLE_LIST_VERSION, complete: true, rounds };
    }
    const opening = ENVELOPE_OPENING.exec(head);
    if (!opening) return parseRecord(ArchiveListEnvelopeSchema, JSON.parse(await readWhole(head, chunks)), RECORD);
    const [text, version, complete] = opening;
    const rounds = await readRows(head.slice(text.length), chunks, new JsonArraySplitter('}'), parsedOrUndefined, total, onProgress);
    return parseRecord(ArchiveListEnvelopeSchema, { version: JSON.parse(version), complete: complete === 'true', rounds }, RECORD);
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
 * The rows of the list as they arrive: each element's text cut out of the chunks and turned into its row on its own
 * (the spec's full round into its summary row; our envelope's row parsed), so the whole text is never held (163 MB for
 * 100,000 rows, issue 38). `onProgress` gets the rows so far at once when the first arrive, then every
 * PROGRESS_INTERVAL_MS; other messages (the screen's queries) run between slices of this work.
 */
async function readRows(
  head: string,
  chunks: AsyncGenerator<string, void, undefined>,
  splitter: JsonArraySplitter,
  toRow: (text: string) => unknown,
  total: number,
  onProgress: ArchiveProgress,
): Promise<unknown[]> {
  const rows: unknown[] = [];
  let sliceStart = performance.now();
  let toldAt = sliceStart;
  let toldRows = 0;
  onProgress(0, total, rows);
  for (let chunk: string | void = head; chunk !== undefined; chunk = (await chunks.next()).value) {
    for (const text of splitter.push(chunk)) {
      rows.push(toRow(text));
      if (performance.now() - sliceStart < WORK_SLICE_MS) continue;
      await nextTask();
      sliceStart = performance.now();
    }
    if (rows.length === toldRows || (toldRows > 0 && performance.now() - toldAt < PROGRESS_INTERVAL_MS)) continue;
    toldAt = performance.now();
    toldRows = rows.length;
    onProgress(total ? Math.min(rows.length, total) : rows.length, total, rows);
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

/** An answer of another layout than our server's: read whole. */
async function readWhole(head: string, chunks: AsyncGenerator<string, void, undefined>): Promise<string> {
  const parts = [head];
  for await (const chunk of chunks) parts.push(chunk);
  return parts.join('');
}
