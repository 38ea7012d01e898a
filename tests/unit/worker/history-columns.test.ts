import { asTsId } from '../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import { isWorkerError } from '../../../src/shared/contract/errors';
import { HistoricColumnsPageSchema, type HistoricColumns } from '../../../src/shared/schema/timeseries';
import { recordFromSeries, seriesFromColumnParts, seriesFromStored } from '../../../src/worker/history/history-columns';
import { parseRecord } from '../../../src/worker/http/parse-answer';
import { columnLength } from '../../../src/worker/history/compact-columns';
import type { HistoryMonth } from '../../../src/worker/store/schema';

const ms = (iso: string) => Date.parse(iso);
/** the column-form parts of two pages (issue 16): series a continues on the second page */
const parts: HistoricColumns[] = [
  { tsId: asTsId('a'), t: [ms('2024-01-01T06:00:00Z'), ms('2024-01-31T23:00:00Z')], v: [1, 2], remarks: [{ i: 1, tsRemark: { text: 'Datensammler getauscht' } }] },
  { tsId: asTsId('x'), t: [ms('2024-02-01T00:00:00Z')], v: [9] },
  { tsId: asTsId('a'), t: [ms('2024-02-01T00:00:00Z')], v: [null], remarks: [{ i: 0, staRemark: { text: 'Eis' } }] },
  { tsId: asTsId('b'), t: [ms('2024-02-01T06:00:00Z')], v: [3] },
];

describe('spec entry.md §7 timeseries values cached per tsId (issue 38: stored as one column record per series)', () => {
  test('issue 16: one series per requested tsId from the pages in order, null as NaN, remarks by index across pages, unrequested ids dropped', () => {
    const [a, b, c] = seriesFromColumnParts(['a', 'b', 'c'].map(asTsId), parts);
    expect(Array.from(a.t)).toEqual([ms('2024-01-01T06:00:00Z'), ms('2024-01-31T23:00:00Z'), ms('2024-02-01T00:00:00Z')]);
    expect(Array.from(a.v)).toEqual([1, 2, NaN]);
    expect(a.remarks).toEqual([
      { index: 1, staRemark: undefined, tsRemark: { text: 'Datensammler getauscht' } },
      { index: 2, staRemark: { text: 'Eis' }, tsRemark: undefined },
    ]);
    expect(Array.from(b.v)).toEqual([3]);
    expect([c.tsId, c.t.length]).toEqual(['c', 0]);
  });

  test('issue 38: stored as one record per series (remarks by index) and read back unchanged', () => {
    const [a] = seriesFromColumnParts([asTsId('a')], parts);
    const record = recordFromSeries(a);
    expect([record.tsId, columnLength(record.t)]).toEqual(['a', 3]);
    expect(record.remarks).toEqual({ 1: { staRemark: undefined, tsRemark: { text: 'Datensammler getauscht' } }, 2: { staRemark: { text: 'Eis' }, tsRemark: undefined } });
    expect(seriesFromStored(asTsId('a'), [record])).toEqual(a);
  });

  test('issue 38: months stored before issue 38 are joined in order, remark indexes counted on across months', () => {
    const [a] = seriesFromColumnParts([asTsId('a')], parts);
    const january: HistoryMonth = { ...recordFromSeries({ ...a, t: a.t.slice(0, 2), v: a.v.slice(0, 2), remarks: [a.remarks[0]] }), month: '2024-01' };
    const february: HistoryMonth = { ...recordFromSeries({ ...a, t: a.t.slice(2), v: a.v.slice(2), remarks: [{ ...a.remarks[1], index: 0 }] }), month: '2024-02' };
    expect(seriesFromStored(asTsId('a'), [january, february])).toEqual(a);
  });
});

describe('issue 38: stored columns in half the bytes where nothing is lost', () => {
  const blockOf = (t: number[], v: number[]) => recordFromSeries({ tsId: asTsId('c'), t: new Float64Array(t), v: new Float64Array(v), remarks: [] });
  const day = ms('2024-03-01T07:00:00Z');

  test('whole-second times and values of few decimals are stored as Int32Arrays (4 bytes each instead of 8) and read back exactly', () => {
    const t = [day, day + 86_400_000, day + 2 * 86_400_000 + 17_000];
    const v = [134.5, -0.3, 12.37];
    const block = blockOf(t, v);
    expect(block.t).toEqual({ first: day, seconds: new Int32Array([0, 86_400, 172_817]) });
    expect(block.v).toEqual({ decimals: 2, scaled: new Int32Array([13_450, -30, 1_237]) });
    const read = seriesFromStored(asTsId('c'), [block]);
    expect([Array.from(read.t), Array.from(read.v)]).toEqual([t, v]);
  });

  test('a missing value (NaN) is packed as -2^31 and read back as NaN', () => {
    const block = blockOf([day, day + 1000, day + 2000], [1.5, NaN, -2.25]);
    expect(block.v).toEqual({ decimals: 2, scaled: new Int32Array([150, -(2 ** 31), -225]) });
    expect(Array.from(seriesFromStored(asTsId('c'), [block]).v)).toEqual([1.5, NaN, -2.25]);
  });

  test('a column that would lose anything stays Float64: milliseconds, 0.1 + 0.2, more than 6 decimals, beyond Int32', () => {
    for (const [t, v] of [
      [[day, day + 1], [1, 2]],
      [[day], [0.1 + 0.2]],
      [[day], [1.0000001]],
      [[day], [2 ** 31]],
    ]) {
      const block = blockOf(t, v);
      const read = seriesFromStored(asTsId('c'), [block]);
      expect([Array.from(read.t), Array.from(read.v)]).toEqual([t, v]);
      if (t[1] === day + 1) expect(block.t).toBeInstanceOf(Float64Array);
      else expect(block.v).toBeInstanceOf(Float64Array);
    }
  });

  test('blocks stored before issue 38 (Float64Array columns) are still read', () => {
    const block: HistoryMonth = { tsId: asTsId('c'), month: '2024-03', t: new Float64Array([day]), v: new Float64Array([1.5]), remarks: {} };
    const read = seriesFromStored(asTsId('c'), [block]);
    expect([Array.from(read.t), Array.from(read.v)]).toEqual([[day], [1.5]]);
  });
});

describe('issue 14/13: a values page in column form is checked item by item before use', () => {
  const page = (part: Record<string, unknown>) => ({ series: [{ tsId: 'a', t: [1, 2, 3], v: [1, null, 3], ...part }] });
  const refusal = (value: unknown) => {
    try {
      parseRecord(HistoricColumnsPageSchema, value, 'timeseries values');
    } catch (error) {
      if (isWorkerError(error)) return [error.code, error.field, error.message];
    }
    return undefined;
  };

  test('numbers, and null among the values, are accepted', () => {
    expect(refusal(page({}))).toBeUndefined();
    expect(refusal(page({ t: [], v: [] }))).toBeUndefined();
  });

  test('a time that is not a number, a null time, a text value or a column that is no array is INVALID_RECORD naming the column and the item', () => {
    expect(refusal(page({ t: [1, '2', 3] }))).toEqual(['INVALID_RECORD', 'series.0.t', 'timeseries values: series.0.t must be numbers: item 1 is not']);
    expect(refusal(page({ t: [1, 2, null] }))).toEqual(['INVALID_RECORD', 'series.0.t', 'timeseries values: series.0.t must be numbers: item 2 is not']);
    expect(refusal(page({ v: [1, 'x', 3] }))).toEqual(['INVALID_RECORD', 'series.0.v', 'timeseries values: series.0.v must be numbers or null: item 1 is not']);
    expect(refusal(page({ v: { 0: 1 } }))).toEqual(['INVALID_RECORD', 'series.0.v', 'timeseries values: series.0.v must be an array of numbers or null']);
    expect(refusal(page({ v: undefined }))?.slice(0, 2)).toEqual(['INVALID_RECORD', 'series.0.v']);
  });
});
