// One piece of heavy rendering work per frame (issue 13): charts that come near the viewport together are mounted,
// and then created, each in a task of its own after a paint, instead of one long task.

let lastSlot = Promise.resolve();

/** Resolves in a task of its own after the next paint. */
export const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Resolves in a task of its own after the next paint that no earlier caller has taken; the caller holds `frames` frames. */
export function nextFrameSlot(frames = 1): Promise<void> {
  const slot = lastSlot.then(afterPaint);
  lastSlot = slot;
  for (let held = 1; held < frames; held++) lastSlot = lastSlot.then(afterPaint);
  return slot;
}
