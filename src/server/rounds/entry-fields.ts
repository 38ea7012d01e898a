// issue 35: every field of a posted entry has a limit or is dropped. Keys a completed entry does not have are not
// stored; the fields that pass through as sent (station tasks and facilities, discharge and snow records, …),
// which the post's schema does not check field by field, are bounded in size, nesting and characters.
import { ApiError } from '../http/api-error';
import { COMPLETED_ENTRY_FIELDS } from '../../shared/schema/archive';
import { PostedEntrySchema } from '../../shared/schema/rounds';

/** characters of one pass-through field as JSON: a discharge protocol of 60 verticals is about 8,000 */
const MAX_PASS_THROUGH_CHARACTERS = 32_000;
/** arrays and objects inside one pass-through field (a discharge protocol needs 3) */
const MAX_PASS_THROUGH_DEPTH = 8;

const KNOWN = new Set(COMPLETED_ENTRY_FIELDS);
const CHECKED_BY_SCHEMA = new Set(Object.keys(PostedEntrySchema.properties));
/** C0 controls but tab, newline and carriage return, and DEL (as a remark) */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The entry's known fields; 400 naming the first pass-through field (`entries.3.staTasks`) over a limit. */
export function knownFieldsWithinLimits(entry: Record<string, unknown>, path: string): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (!KNOWN.has(key)) continue;
    if (!CHECKED_BY_SCHEMA.has(key)) checkPassThrough(value, `${path}.${key}`);
    kept[key] = value;
  }
  return kept;
}

function checkPassThrough(value: unknown, field: string): void {
  if (JSON.stringify(value).length > MAX_PASS_THROUGH_CHARACTERS) throw new ApiError(400, `More than ${MAX_PASS_THROUGH_CHARACTERS} characters`, field);
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string' && CONTROL.test(item.value)) throw new ApiError(400, 'Control characters are not allowed', field);
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_PASS_THROUGH_DEPTH) throw new ApiError(400, `Nested deeper than ${MAX_PASS_THROUGH_DEPTH} levels`, field);
    for (const [key, child] of Object.entries(item.value)) {
      if (CONTROL.test(key)) throw new ApiError(400, 'Control characters are not allowed', field);
      pending.push({ value: child, depth: item.depth + 1 });
    }
  }
}
