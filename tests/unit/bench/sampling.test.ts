import { describe, expect, test } from 'vitest';
import { FIGURE_RUNS, NAIVE_RUNS, sample } from '../../bench/sampling';

/** a clock that advances `stepMs` on every reading */
function steppingClock(stepMs: number) {
  let time = 0;
  return () => (time += stepMs);
}

describe('issue 5 Benchmarks: median of at least 3 runs, bench kept to about 5 minutes', () => {
  test('a figure always gets 3 runs, however slow', async () => {
    const runs = await sample(async () => 1, FIGURE_RUNS, steppingClock(60_000));
    expect(runs).toHaveLength(3);
  });
  test('a quick figure gets 5 runs', async () => {
    expect(await sample(async () => 1, FIGURE_RUNS, steppingClock(100))).toHaveLength(5);
  });
  test('a fast naive alternative gets 3 runs', async () => {
    expect(await sample(async () => 1, NAIVE_RUNS, steppingClock(100))).toHaveLength(3);
  });
  test('a naive alternative slower than the time cap stops after its first run', async () => {
    expect(await sample(async () => 1, NAIVE_RUNS, steppingClock(50_000))).toHaveLength(1);
  });
  test('runs are kept in order', async () => {
    let next = 0;
    expect(await sample(async () => next++, { minRuns: 2, maxRuns: 4, maxTotalMs: Infinity })).toEqual([0, 1, 2, 3]);
  });
});
