// issue 13: without a GPU, Chromium copies every canvas of the page for the compositor at the commit after any canvas
// was drawn: the third chart's drawing cost three copies in one frame (3.4–6.9 ms of CPU each at 2×). A low-latency
// ("desynchronized") canvas hands its own frame over as it is drawn and is not copied again when another one draws.
// uPlot creates its canvas' context itself, without options, so the option is added while a chart is being built.

/** Runs `build` (synchronously) with every 2D context created meanwhile a desynchronized one. */
export function withDesynchronizedCanvases<T>(build: () => T): T {
  const prototype = HTMLCanvasElement.prototype;
  const getContext = Object.getOwnPropertyDescriptor(prototype, 'getContext')!;
  const original = prototype.getContext;
  Object.defineProperty(prototype, 'getContext', {
    ...getContext,
    value(this: HTMLCanvasElement, type: string, options?: object) {
      return original.call(this, type, type === '2d' ? { ...options, desynchronized: true } : options);
    },
  });
  try {
    return build();
  } finally {
    Object.defineProperty(prototype, 'getContext', getContext);
  }
}
