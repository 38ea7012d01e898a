/** A fixed amount of CPU work, identical on the main thread and in a worker; returns its duration in ms. */
export function busyLoopMs(iterations = 10_000_000): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < iterations; i++) x = (x + Math.sqrt(i) * 1.000001) % 1_000_003;
  const ms = performance.now() - start;
  if (x < 0) throw new Error('unreachable'); // keeps the loop from being optimised away
  return ms;
}
