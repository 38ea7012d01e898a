// issue 34: what of a round post the idempotency key must match: everything but the instanceId itself, compared in
// a form that does not depend on the order of object keys.
import { createHash } from 'node:crypto';
import type { MeasureRoundPostBody } from '../../shared/api';

export type PostContent = Omit<MeasureRoundPostBody, 'instanceId'>;

export function postContent({ instanceId: _instanceId, ...content }: MeasureRoundPostBody): PostContent {
  return content;
}

/** SHA-256 (hex) of the content in canonical JSON (keys sorted, absent fields left out). */
export function postDigest(content: PostContent): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/**
 * The first place where the posted content differs from the stored one, e.g.
 * `entries[1] (TS-2002-W, 2026-03-15T07:10:00.000Z) value: 221 stored, 229 posted`.
 */
export function firstDifference(stored: PostContent, posted: PostContent): string | undefined {
  return differenceAt(stored, posted, '', (path, storedValue, postedValue) => `${path}: ${show(storedValue)} stored, ${show(postedValue)} posted`);
}

type Describe = (path: string, stored: unknown, posted: unknown) => string;

function differenceAt(stored: unknown, posted: unknown, path: string, describe: Describe): string | undefined {
  if (canonicalJson(stored) === canonicalJson(posted)) return undefined;
  if (Array.isArray(stored) && Array.isArray(posted)) {
    if (stored.length !== posted.length) return describe(`${path} count`, stored.length, posted.length);
    for (const [index, item] of stored.entries()) {
      const found = differenceAt(item, posted[index], `${path}[${index}]${entryLabel(item)}`, describe);
      if (found) return found;
    }
  }
  if (isObject(stored) && isObject(posted)) {
    for (const key of [...new Set([...Object.keys(stored), ...Object.keys(posted)])].sort()) {
      const found = differenceAt(stored[key], posted[key], path ? `${path} ${key}` : key, describe);
      if (found) return found;
    }
  }
  return describe(path, stored, posted);
}

/** An entry named by its timeseries and time, so the user finds it. */
function entryLabel(item: unknown): string {
  return isObject(item) && typeof item.tsId === 'string' ? ` (${item.tsId}, ${String(item.dt)})` : '';
}

function show(value: unknown): string {
  return value === undefined ? 'none' : JSON.stringify(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const fields = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
