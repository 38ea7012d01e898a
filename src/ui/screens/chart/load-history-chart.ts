// The chart's code (uPlot) for the analysis charts and the timeseries chart, loaded once (issue 13).
// uPlot's module creates an Intl.NumberFormat when it is evaluated, and the first number format of a page initialises
// ICU's number formatting: about 10 ms of CPU that made the module's evaluation one task of about 50 ms on a slowed
// phone. A number format is created first, in a task of its own, so the evaluation that follows is short.
import { afterPaint } from '../../components/frame-slots';

let chartModule: Promise<typeof import('./HistoryChart')> | undefined;

export function loadHistoryChart(): Promise<typeof import('./HistoryChart')> {
  chartModule ??= afterPaint()
    .then(() => {
      new Intl.NumberFormat().format(0);
      return import('./HistoryChart');
    })
    .catch((error: unknown) => {
      chartModule = undefined; // a later screen tries again
      throw error;
    });
  return chartModule;
}
