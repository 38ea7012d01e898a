// issue 14: every server answer and stored record is checked against its schema before the worker uses it.
// A bad one becomes an INVALID_RECORD error naming the record and field; in a list it is skipped.
import type { Static, TSchema } from 'typebox';
import type { WorkerError } from '../../shared/contract/errors';
import { violationOf } from '../../shared/schema/check';
import { tolerated } from '../../shared/schema/tolerant';
import { workerError } from './worker-error';

/** The value as its schema's type, or throws INVALID_RECORD naming `record` and the first bad field. */
export function parseRecord<Schema extends TSchema>(schema: Schema, value: unknown, record: string): Static<Schema> {
  const violation = toleratedViolation(schema, value);
  if (!violation) return value as Static<Schema>;
  console.warn(`${record} skipped: ${violation.field || 'the record'} ${violation.message}`);
  throw invalidRecord(record, violation.field, violation.message);
}

interface ParsedList<T> {
  items: T[];
  /** one INVALID_RECORD error per skipped item */
  skipped: WorkerError[];
}

/** The items of a list answer that match `itemSchema`; the others are skipped and reported. */
export function parseList<Schema extends TSchema>(
  itemSchema: Schema,
  value: unknown,
  recordOf: (item: unknown, index: number) => string,
): ParsedList<Static<Schema>> {
  if (!Array.isArray(value)) throw invalidRecord('the list answer', '', 'must be an array');
  const parsed: ParsedList<Static<Schema>> = { items: [], skipped: [] };
  value.forEach((item, index) => {
    const violation = toleratedViolation(itemSchema, item);
    if (!violation) parsed.items.push(item as Static<Schema>);
    else parsed.skipped.push(invalidRecord(recordOf(item, index), violation.field, violation.message));
  });
  if (parsed.skipped.length > 0) console.warn(`${parsed.skipped.length} records skipped`, parsed.skipped);
  return parsed;
}

/** The first violation of the value once the tolerated deviations (schema/tolerant.ts) are repaired in place; none when it matches. */
export function toleratedViolation(schema: TSchema, value: unknown) {
  return violationOf(schema, value) && violationOf(schema, tolerated(schema, value));
}

/** 'completed round <instanceId>' when the item names one, else its position in the list. */
export function recordName(kind: string, idField: string): (item: unknown, index: number) => string {
  return (item, index) => {
    const id = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[idField] : undefined;
    return typeof id === 'string' || typeof id === 'number' ? `${kind} ${id}` : `${kind} #${index + 1}`;
  };
}

export function invalidRecord(record: string, field: string, message: string): WorkerError {
  return workerError('INVALID_RECORD', `${record}: ${field || 'the record'} ${message}`, { record, field });
}
