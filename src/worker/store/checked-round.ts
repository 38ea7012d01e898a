// issue 13 / issue 14: an offline copy is checked against its schema whenever the worker reads it and whenever it
// writes it, entry by entry, and an entry that matches one this worker has checked already is not checked again. A
// keystroke on a round of 1,000 entries changes one or a few of them; checking all was the largest part of an edit.
//
// Why skipping is safe: StoredEntrySchema is an object schema that names its properties and lets any others pass (no
// additionalProperties, no rule across properties), and its check is a pure function of the value. So its verdict on
// an entry depends only on which of the named properties the entry has and on their values: an entry that has the
// same named properties as an entry that passed, with values equal as JSON (same keys, equal primitives; NaN is never
// equal), passes too. The entries remembered are only ever ones that passed, held in this worker's memory. What is
// stored may differ from them in any way (another tab, an older version, damage): an entry that differs is checked.
// An entry written as the very object that was checked is not compared at all: the worker's edits never change an
// entry in place, they make new ones (src/worker/rounds/apply-edit.ts).
import { sameJson } from '../../shared/same-json';
import { violationOf } from '../../shared/schema/check';
import { StoredEntrySchema, StoredRoundFieldsSchema } from '../../shared/schema/stored';

const CHECKED_PROPERTIES = Object.keys(StoredEntrySchema.properties);
/** a tab edits one copy at a time; a few are remembered so switching between copies keeps them */
const REMEMBERED_COPIES = 4;
/** per copy, its entries as last checked (read or written) */
const checkedEntries = new Map<string, readonly unknown[]>();

interface RoundViolation {
  /** dotted path of the first offending field, e.g. 'entries.3.tsRemark.text' */
  field: string;
  message: string;
}

/**
 * The first violation of StoredRoundSchema in `record` (undefined when it matches), checking only the entries that
 * differ from the ones checked last for this copy; a copy that matches is remembered as checked.
 */
export function roundViolation(record: unknown, instanceId: string): RoundViolation | undefined {
  const fields = violationOf(StoredRoundFieldsSchema, record);
  if (fields) return fields;
  const { entries } = record as { entries: unknown[] };
  const known = checkedEntries.get(instanceId) ?? [];
  const knownByKey = lazyByKey(known);
  for (const [index, entry] of entries.entries()) {
    if (sameChecked(entry, known[index]) || sameChecked(entry, knownByKey(entry))) continue;
    const violation = violationOf(StoredEntrySchema, entry);
    if (violation) return { field: ['entries', index, violation.field].filter((part) => part !== '').join('.'), message: violation.message };
  }
  remember(instanceId, entries);
  return undefined;
}

/** A deleted copy's checked entries are no longer needed. */
export function forgetCheckedRound(instanceId: string): void {
  checkedEntries.delete(instanceId);
}

function remember(instanceId: string, entries: readonly unknown[]): void {
  checkedEntries.delete(instanceId);
  checkedEntries.set(instanceId, entries);
  if (checkedEntries.size > REMEMBERED_COPIES) checkedEntries.delete(checkedEntries.keys().next().value as string);
}

/** Whether `entry` has the schema's properties as `checked` has them (present alike, equal as JSON). */
function sameChecked(entry: unknown, checked: unknown): boolean {
  if (entry === checked) return checked !== undefined;
  if (typeof entry !== 'object' || entry === null || typeof checked !== 'object' || checked === null) return false;
  return CHECKED_PROPERTIES.every(
    (property) => Object.hasOwn(entry, property) === Object.hasOwn(checked, property) && sameJson((entry as Record<string, unknown>)[property], (checked as Record<string, unknown>)[property]),
  );
}

/** The checked entry with the same entry key, for entries a resort or a duplicated station moved (built when first asked). */
function lazyByKey(known: readonly unknown[]): (entry: unknown) => unknown {
  let byKey: Map<unknown, unknown> | undefined;
  return (entry) => {
    const key = typeof entry === 'object' && entry !== null ? (entry as { entryKey?: unknown }).entryKey : undefined;
    if (typeof key !== 'string') return undefined;
    byKey ??= new Map(known.map((checked) => [(checked as { entryKey?: unknown }).entryKey, checked]));
    return byKey.get(key);
  };
}
