// issue 14 for the archive list (issue 11): each summary row, answered or stored, is checked against its
// schema; a row that does not match, or whose round the server found malformed, is skipped and reported.
import type { WorkerError } from '../../shared/contract/errors';
import type { ArchiveRoundSummary } from '../../shared/schema/archive';
import { ArchiveRoundSummarySchema, type MalformedArchiveSummary } from '../../shared/schema/archive';
import { violationOf } from '../../shared/schema/check';
import { compileCheck } from '../../shared/schema/compiled-check';
import { workerError } from '../http/worker-error';

/** issue 38: the schema's check built once; TypeBox words the violation of a row it refuses */
export const isSummaryRow = compileCheck(ArchiveRoundSummarySchema);

export type CheckedRow = { instanceId: string; round: ArchiveRoundSummary } | { instanceId?: string; skipped: WorkerError };

export function checkArchiveRow(row: unknown, index: number): CheckedRow {
  const id = typeof row === 'object' && row !== null ? (row as { instanceId?: unknown }).instanceId : undefined;
  const instanceId = typeof id === 'string' && id !== '' ? id : undefined;
  const record = instanceId ? `completed round ${instanceId}` : `completed round #${index + 1}`;
  const invalid = (row as { invalid?: MalformedArchiveSummary['invalid'] } | null)?.invalid;
  if (!invalid && isSummaryRow(row)) return { instanceId: instanceId!, round: row as ArchiveRoundSummary };
  const violation = invalid ?? violationOf(ArchiveRoundSummarySchema, row) ?? { field: '', message: 'does not match its schema' };
  return {
    instanceId,
    skipped: workerError('INVALID_RECORD', `${record}: ${violation.field || 'the record'} ${violation.message}`, { record, field: violation.field }),
  };
}
