// issue 14: every record read back from IndexedDB is checked against its schema before use. A record that does not
// match (damaged, or written by a version that stored another shape) is skipped: it reads as absent, stays stored
// (nothing typed is deleted), and is remembered as an INVALID_RECORD naming record and field until it reads fine
// again, so the group selection can tell how many records could not be shown (with the offline copies).
import type { Static, TSchema } from 'typebox';
import type { WorkerError } from '../../shared/contract/errors';
import { violationOf, type SchemaViolation } from '../../shared/schema/check';
import { invalidRecord } from '../http/parse-answer';
import { sessionContext } from '../http/session';
import { DEFAULT_DATABASE_NAME } from './db';

/** What JSON Schema cannot say about a record (a Blob, typed arrays): undefined when fine. */
type ExtraCheck = (record: unknown) => SchemaViolation | undefined;

/** by database name (a session may switch databases), then by record */
const unreadableByDatabase = new Map<string, Map<string, WorkerError>>();

function unreadableHere(): Map<string, WorkerError> {
  const name = sessionContext().databaseName ?? DEFAULT_DATABASE_NAME;
  let unreadable = unreadableByDatabase.get(name);
  if (!unreadable) unreadableByDatabase.set(name, (unreadable = new Map()));
  return unreadable;
}

/** The record as its schema's type; undefined (and remembered as unreadable) when it does not match. */
export function parseStored<Schema extends TSchema>(schema: Schema, value: unknown, record: string, extra?: ExtraCheck): Static<Schema> | undefined {
  const violation = violationOf(schema, value) ?? extra?.(value);
  if (!violation) {
    unreadableHere().delete(record);
    return value as Static<Schema>;
  }
  console.warn(`${record} skipped: ${violation.field || 'the record'} ${violation.message}`);
  unreadableHere().set(record, invalidRecord(record, violation.field, violation.message));
  return undefined;
}

/** The records that match their schema; the others are skipped and remembered. */
export function parseStoredList<Schema extends TSchema>(
  schema: Schema,
  values: readonly unknown[],
  recordOf: (value: unknown, index: number) => string,
  extra?: ExtraCheck,
): Static<Schema>[] {
  return values.flatMap((value, index) => {
    const parsed = parseStored(schema, value, recordOf(value, index), extra);
    return parsed === undefined ? [] : [parsed];
  });
}

/** The records of this session's database found unreadable since this worker started and not read fine since. */
export function unreadableRecords(): WorkerError[] {
  return [...unreadableHere().values()];
}

/** After the personal data was purged, nothing stored is left to report. */
export function forgetUnreadableRecords(): void {
  unreadableHere().clear();
}
