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
import { summaryRowsOf } from './archive-derive';

/** the answer; its rows are checked one by one where they are used (archive-rows.ts) */
export type ArchiveAnswer = Static<typeof ArchiveListEnvelopeSchema>;
const RECORD = 'the archive list';
/** the version of a list answered without the extension: it is never sent back, a later load asks for the whole list */
const WHOLE_LIST_VERSION = 'whole-list';

export type ArchiveProgress = (loaded: number, total: number) => void;

/** Whether the server answers what changed since a version (else every load is the whole list). */
export function offersArchiveVersions(): Promise<boolean> {
  return offersExtension(API_EXTENSIONS.archiveSummaryList);
}

/** The answer, or 'unchanged' when the server has nothing newer than `since` (304). */
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
  const text = await readWithProgress(response, total, onProgress);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw workerError('INVALID_RECORD', `${RECORD}: the answer is no JSON (${(error as Error).message})`, { record: RECORD, field: '' });
  }
  // the shape is read, not assumed from /info: a list of rounds or the extension's envelope
  if (Array.isArray(json)) return { version: WHOLE_LIST_VERSION, complete: true, rounds: await summaryRowsOf(json) };
  return parseRecord(ArchiveListEnvelopeSchema, json, RECORD);
}

async function readWithProgress(response: Response, total: number, onProgress: ArchiveProgress): Promise<string> {
  if (!response.body) return response.text();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parts: string[] = [];
  let loaded = 0;
  let percent = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    if (total === 0) continue;
    loaded += countLines(value);
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
