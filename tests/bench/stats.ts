// Pure helpers of the benchmark: summaries of repeated runs and percentiles.

export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Median, min and max of the samples (the median of an even count is the mean of the middle two). */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('summarize needs at least one sample');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: sorted.length };
}

/** Nearest-rank percentile (p in 0..100): the smallest sample with at least p % of the samples at or below it. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile needs at least one sample');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** How many times slower the naive alternative is (naive median / measured median); undefined when not computable. */
export function speedRatio(measured: Summary | undefined, naive: Summary | undefined): number | undefined {
  if (!measured || !naive || measured.median <= 0) return undefined;
  return naive.median / measured.median;
}
