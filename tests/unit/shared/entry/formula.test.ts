import { asTsId } from '../../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { FormulaNode } from '../../../../src/shared/schema/entry';
import { calculatedValue, evaluateFormula, formulaString, matchingGenerator } from '../../../../src/shared/maths/formula';
import { entry } from './fixtures';

const c = (value: number | string): FormulaNode => ({ const: value });
const op = (o: FormulaNode['op'], ...opArgs: FormulaNode[]): FormulaNode => ({ op: o, opArgs });
const noLast = { last: () => undefined };
const ev = (node: FormulaNode) => evaluateFormula(node, noLast);

describe('spec entry.md §3 Formula node: every op', () => {
  test.each([
    ['+', op('+', c(2), c(3), c(4)), 9],
    ['-', op('-', c(10), c(3)), 7],
    ['- unary', op('-', c(4)), -4],
    ['/', op('/', c(9), c(2)), 4.5],
    ['*', op('*', c(2.5), c(4)), 10],
    ['pow', op('pow', c(2), c(10)), 1024],
    ['log', op('log', c(Math.E ** 2)), 2],
    ['log10', op('log10', c(1000)), 3],
    ['sqrt', op('sqrt', c(16)), 4],
    ['cos', op('cos', c(0)), 1],
    ['sin', op('sin', c(Math.PI / 2)), 1],
    ['tan', op('tan', c(0)), 0],
    ['abs', op('abs', c(-3.5)), 3.5],
    ['max', op('max', c(1), c(7), c(3)), 7],
    ['min', op('min', c(1), c(7), c(-3)), -3],
    ['signum', op('signum', c(-0.2)), -1],
  ] as const)('%s', (_name, node, expected) => {
    expect(ev(node)).toBeCloseTo(expected, 12);
  });

  test('nesting', () => {
    expect(ev(op('*', op('+', c(1), c(2)), op('sqrt', c(9))))).toBe(9);
  });

  test('constants as numeric strings and $n placeholders', () => {
    expect(ev(c('2.5'))).toBe(2.5);
    expect(evaluateFormula(op('*', c('$1'), c(100)), { args: [0.42], last: () => undefined })).toBeCloseTo(42, 12);
    expect(evaluateFormula(op('-', c('$2'), c('$1')), { args: [1, 5], last: () => undefined })).toBe(4);
  });

  test('tsId with tsOp last', () => {
    const last = (tsId: string) => ({ '1001': 250.5, '1002': 10 })[tsId];
    expect(evaluateFormula(op('-', { tsId: asTsId('1001'), tsOp: 'last' }, { tsId: asTsId('1002'), tsOp: 'last' }), { last })).toBe(240.5);
  });

  test('a missing input or a non-finite result gives no value', () => {
    expect(ev(op('+', c(1), { tsId: asTsId('missing'), tsOp: 'last' }))).toBeUndefined();
    expect(ev(op('/', c(1), c(0)))).toBeUndefined();
    expect(ev(op('sqrt', c(-1)))).toBeUndefined();
    expect(ev(c('$1'))).toBeUndefined();
  });
});

describe('spec entry.md §3 formulaString rendering', () => {
  test('infix for + - * /, function form for the others, last(tsId) for references', () => {
    expect(formulaString(op('*', op('-', { tsId: asTsId('1001'), tsOp: 'last' }, c('$1')), c(100)))).toBe('(last(1001) - $1) * 100');
    expect(formulaString(op('pow', c(2), op('abs', c(-3))))).toBe('pow(2, abs(-3))');
    expect(formulaString(op('-', c(4)))).toBe('-4');
  });
});

describe('spec entry.md §3 Formula generator: tsIdRegex, tsParameterRegex, tsUnitRegex', () => {
  const generators = [
    { tsParameterRegex: '^W$', tsUnitRegex: '^m$', tsFormula: op('-', c(500), c('$1')) },
    { tsIdRegex: '^GW-', tsFormula: op('*', c('$1'), c(2)) },
  ];

  test('all given patterns must match', () => {
    expect(matchingGenerator({ tsId: asTsId('x'), tsParameter: 'W', tsUnit: 'm' }, generators)).toBe(generators[0]);
    expect(matchingGenerator({ tsId: asTsId('x'), tsParameter: 'W', tsUnit: 'cm' }, generators)).toBeUndefined();
    expect(matchingGenerator({ tsId: asTsId('GW-7'), tsParameter: 'W', tsUnit: 'cm' }, generators)).toBe(generators[1]);
  });

  test('calculated value from the entry value and the round values', () => {
    expect(calculatedValue(entry('1', 'GW-7', { value: 3 }), [], generators)).toBe(6);
    const formulaEntry = entry('2', 'F', { tsFormula: op('+', { tsId: asTsId('A'), tsOp: 'last' }, { tsId: asTsId('B'), tsOp: 'last' }) });
    const round = [
      entry('1', 'A', { value: 2 }),
      entry('1', 'B', { tsData: { last: { dt: '2026-11-01T00:00:00Z', value: 40 } } }),
      formulaEntry,
    ];
    expect(calculatedValue(formulaEntry, round)).toBe(42);
  });
});
