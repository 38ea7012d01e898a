// issue 32 tolerant reader: what a backend may send that the spec allows but our schemas do not spell out.
// - `null` in an optional field that does not take null is "absent" (the field is removed);
// - a date-time without a zone (2026-03-15T08:00:00) is read in the device's time zone, as the app shows every
//   time in it (docs/decisions/api-dialects.md), and becomes an instant with a zone;
// - unknown fields are kept (the schemas allow additional properties).
// Applied only to a record that failed its check, so well-formed answers cost nothing.
import type { TSchema } from 'typebox';
import { Check } from 'typebox/schema';
import { INSTANT_FORMAT } from './limits';

const ZONELESS_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?$/;

interface SchemaNode {
  type?: string;
  format?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
}

/** The value with the tolerated deviations repaired in place (a value parsed from JSON is not shared). */
export function tolerated(schema: TSchema, value: unknown): unknown {
  return repair(schema as SchemaNode, value);
}

function repair(schema: SchemaNode, value: unknown): unknown {
  if (typeof value === 'string' && schema.format === INSTANT_FORMAT && ZONELESS_DATE_TIME.test(value)) {
    const local = new Date(value);
    return Number.isNaN(local.getTime()) ? value : local.toISOString();
  }
  if (Array.isArray(value) && schema.items) {
    for (let index = 0; index < value.length; index++) value[index] = repair(schema.items, value[index]);
    return value;
  }
  if (typeof value === 'object' && value !== null && schema.properties) {
    const record = value as Record<string, unknown>;
    for (const [key, property] of Object.entries(schema.properties)) {
      if (!(key in record)) continue;
      if (record[key] === null && !schema.required?.includes(key) && !Check(property as TSchema, null)) delete record[key];
      else record[key] = repair(property, record[key]);
    }
  }
  return value;
}
