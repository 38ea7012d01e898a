// For tests that read what a chart was given: `vi.mock('uplot', recordingUplot)` records every uPlot built in `charts`.
import type uPlot from 'uplot';

export const charts: uPlot[] = [];

export async function recordingUplot(importOriginal: () => Promise<unknown>): Promise<{ default: typeof uPlot }> {
  const { default: RealUplot } = (await importOriginal()) as { default: typeof uPlot };
  function RecordedUplot(...args: ConstructorParameters<typeof uPlot>): uPlot {
    const chart = new RealUplot(...args);
    charts.push(chart);
    return chart;
  }
  return { default: Object.assign(RecordedUplot, RealUplot) };
}
