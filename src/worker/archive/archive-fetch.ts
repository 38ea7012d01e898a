// GET /completed-measure-round (issue 11): the whole list or, with the held version, what changed since.
// The server writes one round per line and announces their number, so the first load can show progress.
import type { Static } from 'typebox';
import { apiPaths, ROUND_COUNT_HEADER } from '../../shared/api';
import { ArchiveListEnvelopeSchema } from '../../shared/schema/archive';
import { isWorkerError } from '../../shared/worker-api';
import { request } from '../http/client';
import { parseRecord } from '../http/parse-answer';
import { workerError } from '../http/worker-error';

/** the answer; its rows are checked one by one where they are used (archive-rows.ts) */
export type ArchiveAnswer = Static<typeof ArchiveListEnvelopeSchema>;
const RECORD = 'the archive list';

export type ArchiveProgress = (loaded: number, total: number) => void;

/** The answer, or 'unchanged' when the server has nothing newer than `since` (304). */
export async function fetchArchive(since: string | undefined, onProgress: ArchiveProgress): Promise<ArchiveAnswer | 'unchanged'> {
  let response: Response;
  try {
    response = await request(apiPaths.completedRounds(since), { cache: 'no-store' });
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
