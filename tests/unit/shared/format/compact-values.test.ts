// issue 38 item "preload wire bytes": the values call's compact form (extension values-compact). What the server
// encodes, the worker decodes to the very same numbers: awkward decimals, negatives, gaps and remarks included; what
// does not decode (counts that do not match, steps out of range) is named, without building anything large.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { asTsId } from '../../../../src/shared/contract/ids';
import { columnsFromCompact, compactColumns, type CompactColumns } from '../../../../src/shared/format/compact-values';
import type { HistoricColumns } from '../../../../src/shared/schema/timeseries';

const DAY = 86_400_000;
const first = Date.parse('2024-11-28T06:00:00Z');
const tsId = asTsId('TS-1001-W');
/** the part as it crosses the wire: JSON text, read back */
const overTheWire = (part: CompactColumns): CompactColumns => JSON.parse(JSON.stringify(part)) as CompactColumns;
const roundTrip = (part: HistoricColumns) => columnsFromCompact(overTheWire(compactColumns(part)));

describe('issue 38 values-compact: encoding', () => {
  test('daily times as runs of equal steps (a missing day is one longer step, a tie a step of 0); values as steps of whole tenths', () => {
    const t = [first, first + DAY, first + 2 * DAY, first + 4 * DAY, first + 4 * DAY, first + 5 * DAY];
    const v = [120.5, 121, null, 119.8, -0.3, 0];
    const compact = compactColumns({ tsId, t, v });
    expect(compact.t).toEqual([first, DAY, 2, 2 * DAY, 1, 0, 1, DAY, 1]);
    expect(compact.d).toBe(1);
    expect(compact.v).toEqual([1205, 5, null, -12, -1201, 3]);
  });

  test('remarks (staRemark, tsRemark) by index stay as they are', () => {
    const remarks = [
      { i: 0, staRemark: { text: 'Pegellatte neu gestrichen' } },
      { i: 2, tsRemark: { text: 'Eis am Pegel' }, staRemark: { text: 'Zufahrt vereist' } },
    ];
    const part = { tsId, t: [first, first + DAY, first + 2 * DAY], v: [1, null, 3], remarks };
    expect(compactColumns(part).remarks).toEqual(remarks);
    expect(roundTrip(part)).toEqual(part);
  });

  test('values no scale of at most 6 decimals gives back exactly (0.1 + 0.2, 1/3, 2^53) go as they are, no d', () => {
    const v = [0.1 + 0.2, 1 / 3, 2 ** 53, 5];
    const compact = compactColumns({ tsId, t: [first, first + DAY, first + 2 * DAY, first + 3 * DAY], v });
    expect(compact.d).toBeUndefined();
    expect(compact.v).toEqual(v);
  });

  test('times with a fraction of a millisecond are sent as whole milliseconds, as the spec dt carries them', () => {
    expect(compactColumns({ tsId, t: [first + 0.25, first + DAY + 0.75], v: [1, 2] }).t).toEqual([first, DAY + 1, 1]);
  });
});

describe('issue 38 values-compact: each value round-trips to the same number', () => {
  test.each([
    ['awkward decimals and negatives', [-0.3, 12.37, -273.15, 0.000001, 7.000001, 123456.789, -99999.99, 0.07]],
    ['gaps at the start, middle and end', [null, -1.5, null, null, 2.25, null]],
    ['only gaps', [null, null]],
    ['no exact scale (kept as is)', [0.1 + 0.2, -1 / 3, 1e-7, -5e20]],
    ['large whole numbers', [2 ** 50, -(2 ** 50), 0]],
  ])('%s', (_, v) => {
    const part = { tsId, t: v.map((_value, index) => first + index * DAY), v };
    const back = roundTrip(part) as HistoricColumns;
    expect(back).toEqual(part);
    back.v.forEach((value, index) => expect(Object.is(value, v[index]) || value === v[index]).toBe(true));
  });

  test('any series of decimals of 0…6 places, negatives and gaps, at any times, comes back the same (fast-check)', () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.tuple(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), fc.integer({ min: 0, max: 6 })).map(([whole, places]) => Number((whole / 10 ** places).toFixed(places))),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    const series = fc.array(fc.tuple(fc.integer({ min: 0, max: 10 * DAY }), value), { maxLength: 60 }).map((readings) => {
      const t: number[] = [];
      readings.forEach(([step], index) => t.push(index === 0 ? first : t[index - 1] + step));
      return { tsId, t, v: readings.map(([, reading]) => reading) };
    });
    fc.assert(
      fc.property(series, (part) => {
        const back = roundTrip(part) as HistoricColumns;
        // -0 is sent as JSON's 0, as in every other answer of the values call
        expect(back).toEqual({ ...part, v: part.v.map((reading) => (Object.is(reading, -0) ? 0 : reading)) });
      }),
      { numRuns: 500 },
    );
  });
});

describe('issue 38 values-compact: what does not decode is named (bounds)', () => {
  const part = (t: number[], v: (number | null)[], d?: number): CompactColumns => ({ tsId, t, v, ...(d !== undefined && { d }) });

  test.each([
    ['counts for fewer times than values', part([first, DAY, 1], [1, 2, 3]), 't'],
    ['counts for more times than values', part([first, DAY, 3], [1, 2, 3]), 't'],
    ['a count of a trillion (nothing that large is built)', part([first, DAY, 1e12], [1, 2]), 't'],
    ['a count of 0', part([first, DAY, 0, DAY, 1], [1, 2]), 't'],
    ['a step without its count', part([first, DAY], [1, 2]), 't'],
    ['a fraction of a millisecond', part([first, 0.5, 1], [1, 2]), 't'],
    ['no times for values', part([], [1]), 't'],
    ['a step of a scaled value that is not whole', part([first, DAY, 1], [1, 0.5], 1), 'v.1'],
    ['scaled values beyond the safe integers', part([first, DAY, 1], [2 ** 52, 2 ** 52], 0), 'v.1'],
  ])('%s', (_, compact, field) => {
    expect(columnsFromCompact(compact)).toEqual({ field, message: expect.any(String) });
  });

  test('an empty part decodes to an empty one', () => {
    expect(columnsFromCompact(part([], []))).toEqual({ tsId, t: [], v: [] });
  });
});
