import { asTsId } from '../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { HistoricColumns } from '../../../src/shared/schema/timeseries';
import { blocksFromSeries, seriesFromBlocks, seriesFromColumnParts } from '../../../src/worker/history/history-columns';

const ms = (iso: string) => Date.parse(iso);
/** the column-form parts of two pages (issue 16): series a continues on the second page */
const parts: HistoricColumns[] = [
  { tsId: asTsId('a'), t: [ms('2024-01-01T06:00:00Z'), ms('2024-01-31T23:00:00Z')], v: [1, 2], remarks: [{ i: 1, tsRemark: { text: 'Datensammler getauscht' } }] },
  { tsId: asTsId('x'), t: [ms('2024-02-01T00:00:00Z')], v: [9] },
  { tsId: asTsId('a'), t: [ms('2024-02-01T00:00:00Z')], v: [null], remarks: [{ i: 0, staRemark: { text: 'Eis' } }] },
  { tsId: asTsId('b'), t: [ms('2024-02-01T06:00:00Z')], v: [3] },
];

describe('spec entry.md §7 timeseries values cached per tsId (stored as month column blocks, ARCHITECTURE.md §8)', () => {
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

  test('split into UTC months and joined back unchanged', () => {
    const [a] = seriesFromColumnParts([asTsId('a')], parts);
    const blocks = blocksFromSeries(a);
    expect(blocks.map((block) => [block.month, block.t.length])).toEqual([['2024-01', 2], ['2024-02', 1]]);
    expect(blocks[1].remarks).toEqual({ 0: { staRemark: { text: 'Eis' }, tsRemark: undefined } });
    expect(seriesFromBlocks(asTsId('a'), blocks)).toEqual(a);
  });
});
