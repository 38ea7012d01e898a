import { describe, expect, test } from 'vitest';
import type { HistoricValue } from '../../../src/shared/model';
import { blocksFromSeries, seriesFromBlocks, seriesFromValues } from '../../../src/worker/history/history-columns';

const values: HistoricValue[] = [
  { tsId: 'b', dt: '2024-02-01T06:00:00Z', value: 3 },
  { tsId: 'a', dt: '2024-01-31T23:00:00Z', value: 2, tsRemark: { text: 'Datensammler getauscht' } },
  { tsId: 'a', dt: '2024-01-01T06:00:00Z', value: 1 },
  { tsId: 'a', dt: '2024-02-01T00:00:00Z', value: null, staRemark: { text: 'Eis' } },
  { tsId: 'x', dt: '2024-02-01T00:00:00Z', value: 9 },
];

describe('spec entry.md §7 timeseries values cached per tsId (stored as month column blocks, ARCHITECTURE.md §8)', () => {
  test('one series per requested tsId, sorted by time, null as NaN, remarks by index, unrequested ids dropped', () => {
    const [a, b, c] = seriesFromValues(['a', 'b', 'c'], values);
    expect(Array.from(a.t)).toEqual([Date.parse('2024-01-01T06:00:00Z'), Date.parse('2024-01-31T23:00:00Z'), Date.parse('2024-02-01T00:00:00Z')]);
    expect(Array.from(a.v)).toEqual([1, 2, NaN]);
    expect(a.remarks).toEqual([
      { index: 1, staRemark: undefined, tsRemark: { text: 'Datensammler getauscht' } },
      { index: 2, staRemark: { text: 'Eis' }, tsRemark: undefined },
    ]);
    expect(Array.from(b.v)).toEqual([3]);
    expect([c.tsId, c.t.length]).toEqual(['c', 0]);
  });

  test('split into UTC months and joined back unchanged', () => {
    const [a] = seriesFromValues(['a'], values);
    const blocks = blocksFromSeries(a);
    expect(blocks.map((block) => [block.month, block.t.length])).toEqual([['2024-01', 2], ['2024-02', 1]]);
    expect(blocks[1].remarks).toEqual({ 0: { staRemark: { text: 'Eis' }, tsRemark: undefined } });
    expect(seriesFromBlocks('a', blocks)).toEqual(a);
  });
});
