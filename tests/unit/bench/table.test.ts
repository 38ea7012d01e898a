import { describe, expect, test } from 'vitest';
import { percentile, speedRatio, summarize } from '../../bench/stats';
import { formatTable, toResultsJson, verdictOf, type BenchRow } from '../../bench/table';

describe('issue 5 Benchmarks: each figure is the median of at least 3 runs, with min and max', () => {
  test('odd number of runs: the middle sample', () => {
    expect(summarize([120, 80, 100])).toEqual({ median: 100, min: 80, max: 120, runs: 3 });
  });
  test('even number of runs: mean of the two middle samples', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
  });
  test('no samples is an error, not a zero', () => {
    expect(() => summarize([])).toThrow();
  });
});

describe('issue 5 Benchmarks: timeseries values at p99 ≤ 50 ms', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  test('nearest-rank p99 of 1..100 is 99, p50 is 50', () => {
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
  });
  test('one slow request out of 100 does not hide at p99 with 50 samples', () => {
    expect(percentile([...Array(49).fill(10), 300], 99)).toBe(300);
  });
});

describe('issue 5 Benchmarks: the table shows budget, naive alternative and ratio', () => {
  const server: BenchRow = {
    figure: 'Server: post 1,000-entry round',
    unit: 'ms',
    budget: 100,
    result: summarize([40, 42, 60]),
    naiveLabel: '1,000 single-entry posts',
    naive: summarize([2000, 2100, 2200]),
  };
  const overBudget: BenchRow = { figure: 'CSV: summary + first page', unit: 'ms', budget: 1500, result: summarize([1600, 1700, 1800]) };
  const missing: BenchRow = { figure: 'Photo: 12 MP downscale', unit: 'ms', budget: 1000 };

  test('ratio is naive median over measured median', () => {
    expect(speedRatio(server.result, server.naive)).toBe(50);
    expect(speedRatio(missing.result, server.naive)).toBeUndefined();
  });

  test('verdict compares the median with the budget; a missing figure says so instead of a number', () => {
    expect(verdictOf(server)).toBe('within budget');
    expect(verdictOf(overBudget)).toBe('OVER BUDGET');
    expect(verdictOf(missing)).toBe('not available yet');
  });

  test('one line per figure with median, min, max, budget, naive and ratio', () => {
    const lines = formatTable([server, overBudget, missing]).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^Figure\s+Median\s+Min\s+Max\s+Budget\s+Naive alternative\s+Naive median\s+Ratio\s+Verdict$/);
    expect(lines[2]).toMatch(/Server: post 1,000-entry round\s+42 ms\s+40 ms\s+60 ms\s+≤ 100 ms\s+1,000 single-entry posts\s+2,100 ms\s+50×\s+within budget/);
    expect(lines[3]).toMatch(/1,700 ms.*≤ 1,500 ms.*OVER BUDGET/);
    expect(lines[4]).toMatch(/Photo: 12 MP downscale\s+—\s+—\s+—\s+≤ 1,000 ms.*not available yet/);
  });

  test('no long task prints as 0 ms, short times with one decimal', () => {
    const row: BenchRow = { figure: 'Photo: longest main-thread task', unit: 'ms', budget: 50, result: summarize([0, 0, 0]), naive: summarize([2.25, 3, 4]) };
    expect(formatTable([row]).split('\n')[2]).toMatch(/task\s+0 ms\s+0 ms\s+0 ms\s+≤ 50 ms\s+—\s+3 ms\s+—\s+within budget/);
  });

  test('a naive alternative measured fewer than 3 times says how often', () => {
    const slowNaive: BenchRow = { ...server, naive: summarize([18_000]) };
    expect(formatTable([slowNaive]).split('\n')[2]).toMatch(/18,000 ms \(1 run\)\s+429×/);
  });

  test('the JSON carries every row with its ratio and verdict', () => {
    const json = toResultsJson([server, missing], 4, { mainThread: 1 }, new Date('2026-01-01T00:00:00Z'));
    expect(json.slowingRate).toBe(4);
    expect(json.createdAt).toBe('2026-01-01T00:00:00.000Z');
    expect(json.rows[0]).toMatchObject({ ratio: 50, verdict: 'within budget', budget: 100 });
    expect(json.rows[1]).toMatchObject({ verdict: 'not available yet' });
    expect(json.rows[1].result).toBeUndefined();
  });
});

describe('issue 5 Benchmarks: preload at most one IndexedDB transaction per chunk', () => {
  test('a count figure prints without a unit, fractions with two decimals', () => {
    const row: BenchRow = { figure: 'Preload: IndexedDB write transactions per chunk', unit: 'count', budget: 1, result: summarize([1, 1.5, 2]) };
    const line = formatTable([row]).split('\n')[2];
    expect(line).toMatch(/transactions per chunk\s+1\.50\s+1\s+2\s+≤ 1\s+—\s+—\s+—\s+OVER BUDGET/);
  });
});
