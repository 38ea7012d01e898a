// issue 14 for the archive list (issue 11): each summary row, answered or stored, is checked against its
// schema; a row that does not match, or whose round the server found malformed, is skipped and reported.
import type { WorkerError } from '../../shared/contract/errors';
import type { ArchiveRoundSummary } from '../../shared/schema/archive';
import { ArchiveRoundSummarySchema, type MalformedArchiveSummary } from '../../shared/schema/archive';
import { violationOf } from '../../shared/schema/check';
import { workerError } from '../http/worker-error';

export type CheckedRow = { instanceId: string; round: ArchiveRoundSummary } | { instanceId?: string; skipped: WorkerError };

export function checkArchiveRow(row: unknown, index: number): CheckedRow {
  const id = typeof row === 'object' && row !== null ? (row as { instanceId?: unknown }).instanceId : undefined;
  const instanceId = typeof id === 'string' && id !== '' ? id : undefined;
  const record = instanceId ? `completed round ${instanceId}` : `completed round #${index + 1}`;
  const violation = (row as { invalid?: MalformedArchiveSummary['invalid'] } | null)?.invalid ?? violationOf(ArchiveRoundSummarySchema, row);
  if (!violation) return { instanceId: instanceId!, round: row as ArchiveRoundSummary };
  return {
    instanceId,
    skipped: workerError('INVALID_RECORD', `${record}: ${violation.field || 'the record'} ${violation.message}`, { record, field: violation.field }),
  };
}
