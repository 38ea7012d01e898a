// Issue 38: TypeBox's Check interprets the schema anew for every value; checking 100,000 archive rows took most of
// the list's first load. `compileCheck` turns a flat schema into closures once (no eval: the app's CSP forbids it),
// so the schema stays the source of truth; it knows only the keywords below and refuses any other when built.
// A value it refuses is checked again by TypeBox (violationOf) for the violation's wording.
import type { TSchema } from 'typebox';
import { INSTANT_FORMAT, isInstant } from './limits';

type Check = (value: unknown) => boolean;
type SchemaNode = Record<string, unknown>;

const KNOWN_KEYWORDS = new Set(['type', 'properties', 'required', 'items', 'anyOf', 'const', 'minLength', 'maxLength', 'format', 'minimum', 'maxItems']);
const FORMATS: Record<string, (text: string) => boolean> = { [INSTANT_FORMAT]: isInstant };

/** A check of `schema` that answers as TypeBox's Check does (tests/unit/shared/compiled-check.test.ts). */
export function compileCheck(schema: TSchema): Check {
  return compile(schema as unknown as SchemaNode);
}

function compile(node: SchemaNode): Check {
  const unknown = Object.keys(node).filter((keyword) => !KNOWN_KEYWORDS.has(keyword) && typeof node[keyword] !== 'symbol');
  if (unknown.length > 0) throw new Error(`compileCheck does not know the keywords ${unknown.join(', ')}`);
  const checks = [typeCheck(node), ...constraintChecks(node)];
  return (value) => checks.every((check) => check(value));
}

function typeCheck(node: SchemaNode): Check {
  if (Array.isArray(node.anyOf)) {
    const options = (node.anyOf as SchemaNode[]).map(compile);
    return (value) => options.some((check) => check(value));
  }
  switch (node.type) {
    case 'object':
      return objectCheck(node);
    case 'array': {
      const item = compile(node.items as SchemaNode);
      return (value) => Array.isArray(value) && value.every(item);
    }
    case 'string':
      return (value) => typeof value === 'string';
    case 'integer':
      return (value) => Number.isInteger(value);
    case 'number':
      return (value) => Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    default:
      throw new Error(`compileCheck does not know the type ${String(node.type)}`);
  }
}

function objectCheck(node: SchemaNode): Check {
  const required = new Set((node.required as string[] | undefined) ?? []);
  const properties = Object.entries((node.properties as Record<string, SchemaNode> | undefined) ?? {}).map(([key, schema]) => ({
    key,
    required: required.has(key),
    check: compile(schema),
  }));
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    // as TypeBox: an optional property set to undefined counts as absent
    return properties.every(({ key, required, check }) => (record[key] === undefined ? !required : check(record[key])));
  };
}

function constraintChecks(node: SchemaNode): Check[] {
  const checks: Check[] = [];
  const { minLength, maxLength, format, minimum, maxItems } = node as { minLength?: number; maxLength?: number; format?: string; minimum?: number; maxItems?: number };
  if ('const' in node) checks.push((value) => value === node.const);
  if (minLength !== undefined) checks.push((value) => typeof value !== 'string' || codePoints(value) >= minLength);
  if (maxLength !== undefined) checks.push((value) => typeof value !== 'string' || codePoints(value) <= maxLength);
  if (format !== undefined) {
    const test = FORMATS[format];
    if (!test) throw new Error(`compileCheck does not know the format ${format}`);
    checks.push((value) => typeof value !== 'string' || test(value));
  }
  if (minimum !== undefined) checks.push((value) => typeof value !== 'number' || value >= minimum);
  if (maxItems !== undefined) checks.push((value) => !Array.isArray(value) || value.length <= maxItems);
  return checks;
}

/** a string's length as JSON Schema counts it: in code points (a surrogate pair is one) */
function codePoints(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) index++;
    count++;
  }
  return count;
}
