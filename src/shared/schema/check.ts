// Checks a value against a schema without generating code (no eval: works under the app's CSP).
import Format from 'typebox/format';
import { Check, Errors } from 'typebox/schema';
import type { Static, TSchema } from 'typebox';
import { INSTANT_FORMAT, isInstant } from './limits';

Format.Set(INSTANT_FORMAT, isInstant);

export interface SchemaViolation {
  /** dotted path of the first offending field, e.g. 'entries.0.staName' ('' for the value itself) */
  field: string;
  message: string;
}

/** undefined when the value matches the schema, otherwise its first violation. */
export function violationOf(schema: TSchema, value: unknown): SchemaViolation | undefined {
  if (Check(schema, value)) return undefined;
  const [, errors] = Errors(schema, value);
  const first = errors[0];
  if (!first) return { field: '', message: 'does not match its schema' };
  const missing = first.keyword === 'required' ? (first.params as { requiredProperties?: string[] }).requiredProperties?.[0] : undefined;
  const field = [...first.instancePath.split('/').filter(Boolean), ...(missing ? [missing] : [])].join('.');
  return { field, message: first.message };
}

export function matches<Schema extends TSchema>(schema: Schema, value: unknown): value is Static<Schema> {
  return Check(schema, value);
}
