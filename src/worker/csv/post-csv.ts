// spec entry.md §5 CSV posting: a chosen timeseries, at least one parsed row, an import number; no double posting.
// issue 32: any 2xx answer is success, with any or no body.
import { apiPaths } from '../../shared/api';
import { csvEntries } from '../../shared/csv/post';
import type { CsvPostRequest, PostResult } from '../../shared/contract';
import { request } from '../http/client';
import { roundPostBody } from '../http/round-post-body';
import { workerError } from '../http/worker-error';
import { readPostAnswer } from '../outbox/post-answer';
import { csvImport } from './csv-imports';

const CSV_POSTING_MESSAGE = 'The CSV values are being posted';
const CSV_EMPTY_MESSAGE = 'No values parsed';

export async function postCsv(importId: string, { mrId, timeseries, unitOverride, team }: CsvPostRequest): Promise<PostResult> {
  const entry = csvImport(importId);
  if (entry.posting) throw workerError('CSV_POSTING', CSV_POSTING_MESSAGE);
  if (entry.mapping.records.length === 0) throw workerError('CSV_EMPTY', CSV_EMPTY_MESSAGE);
  const built = csvEntries(timeseries, entry.mapping.records, unitOverride);
  if (!built.ok) throw workerError('NO_IMPORT_NUMBER', built.message);
  entry.posting = true;
  try {
    const body = { instanceId: crypto.randomUUID(), creationTime: new Date().toISOString(), mrTeam: team || undefined, entries: built.entries };
    const response = await request(apiPaths.postMeasureRound(mrId), { method: 'POST', ...(await roundPostBody(body)) });
    return readPostAnswer(response, body.entries.length);
  } finally {
    entry.posting = false;
  }
}
