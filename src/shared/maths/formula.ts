// spec entry.md §3 Formula node and formula generator; §5 posting rule on calculated values
import type { Entry, FormulaGenerator, FormulaNode } from '../schema/entry';
import { isValidNumber } from '../format/number';

interface FormulaContext {
  /** values of the `$n` placeholders, `$1` first (for a generated formula: `$1` is the entry's own value) */
  args?: readonly (number | null | undefined)[];
  /** the last value of a timeseries (tsOp 'last') */
  last: (tsId: string) => number | null | undefined;
}

type Op = NonNullable<FormulaNode['op']>;

const fold = (reduce: (a: number, b: number) => number) => (values: number[]) => values.reduce(reduce);
const unary = (fn: (x: number) => number) => (values: number[]) => fn(values[0]);

const OPS: Record<Op, (values: number[]) => number> = {
  '+': fold((a, b) => a + b),
  '-': (values) => (values.length === 1 ? -values[0] : fold((a, b) => a - b)(values)),
  '*': fold((a, b) => a * b),
  '/': fold((a, b) => a / b),
  pow: ([base, exponent]) => base ** exponent,
  // log with a second argument is the logarithm to that base
  log: ([x, base]) => (base === undefined ? Math.log(x) : Math.log(x) / Math.log(base)),
  log10: unary(Math.log10),
  sqrt: unary(Math.sqrt),
  cos: unary(Math.cos),
  sin: unary(Math.sin),
  tan: unary(Math.tan),
  abs: unary(Math.abs),
  max: (values) => Math.max(...values),
  min: (values) => Math.min(...values),
  signum: unary(Math.sign),
};

const PLACEHOLDER = /^\$(\d+)$/;

function evaluateNode(node: FormulaNode, context: FormulaContext): number {
  if (node.op) {
    const values = (node.opArgs ?? []).map((arg) => evaluateNode(arg, context));
    return values.length === 0 ? Number.NaN : OPS[node.op](values);
  }
  if (node.tsId !== undefined) return context.last(node.tsId) ?? Number.NaN;
  if (typeof node.const === 'number') return node.const;
  const placeholder = typeof node.const === 'string' ? PLACEHOLDER.exec(node.const.trim()) : null;
  if (placeholder) return context.args?.[Number(placeholder[1]) - 1] ?? Number.NaN;
  return typeof node.const === 'string' && node.const.trim() !== '' ? Number(node.const) : Number.NaN;
}

/** The formula's value; undefined when an input is missing or the result is not a finite number. */
export function evaluateFormula(node: FormulaNode, context: FormulaContext): number | undefined {
  const value = evaluateNode(node, context);
  return Number.isFinite(value) ? value : undefined;
}

const INFIX = new Set<Op>(['+', '-', '*', '/']);

function renderNode(node: FormulaNode, nested: boolean): string {
  if (node.op) {
    const args = node.opArgs ?? [];
    if (!INFIX.has(node.op)) return `${node.op}(${args.map((arg) => renderNode(arg, false)).join(', ')})`;
    const text = args.length === 1 ? `${node.op}${renderNode(args[0], true)}` : args.map((arg) => renderNode(arg, true)).join(` ${node.op} `);
    return nested ? `(${text})` : text;
  }
  if (node.tsId !== undefined) return `${node.tsOp ?? 'last'}(${node.tsId})`;
  return String(node.const ?? '');
}

/** Human-readable formula, e.g. `(last(1234) - $1) * 100` or `sqrt(last(77))`. */
export function formulaString(node: FormulaNode): string {
  return renderNode(node, false);
}

/** The generator whose given regular expressions (tsId, parameter, unit) all match the entry. */
export function matchingGenerator(
  entry: Pick<Entry, 'tsId' | 'tsParameter' | 'tsUnit'>,
  generators: readonly FormulaGenerator[] | undefined,
): FormulaGenerator | undefined {
  const matches = (pattern: string | undefined, text: string | undefined) =>
    pattern === undefined || new RegExp(pattern).test(text ?? '');
  return generators?.find(
    (generator) =>
      matches(generator.tsIdRegex, entry.tsId) &&
      matches(generator.tsParameterRegex, entry.tsParameter) &&
      matches(generator.tsUnitRegex, entry.tsUnit),
  );
}

/**
 * `last` of a timeseries during entry: the valid value entered in this round for it, else the
 * last stored value of its history.
 */
function roundLastValues(entries: readonly Entry[]): (tsId: string) => number | undefined {
  return (tsId) => {
    const withTs = entries.filter((entry) => entry.tsId === tsId);
    const entered = withTs.find((entry) => isValidNumber(entry.value));
    if (entered) return entered.value as number;
    const stored = withTs.find((entry) => isValidNumber(entry.tsData?.last?.value))?.tsData?.last?.value;
    return stored ?? undefined;
  };
}

/** The calculated value of an entry from its own formula or a matching generator's formula. */
export function calculatedValue(
  entry: Entry,
  entries: readonly Entry[],
  generators?: readonly FormulaGenerator[],
): number | undefined {
  const formula = entry.tsFormula ?? matchingGenerator(entry, generators)?.tsFormula;
  if (!formula) return undefined;
  return evaluateFormula(formula, { args: [entry.value], last: roundLastValues(entries) });
}
