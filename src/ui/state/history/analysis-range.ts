// issue 13 analysis chart zoom: a zoomed analysis chart asks the worker for the stored readings of its range, reduced
// to its pixel columns (every reading once they fit). A failure is shown as an alert, and a series not stored on this
// device (its copy did not fit) has nothing to answer: the chart stays as it is, the overview stretched.
import type { TsId } from '../../../shared/contract/ids';
import type { ChartSeries } from '../../../shared/contract';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';

export function analysisRangeLoader(tsId: TsId): (from: number, until: number, columns: number) => Promise<ChartSeries | undefined> {
  return (from, until, columns) =>
    workerApi()
      .getAnalysisRange(tsId, from, until, columns)
      .then((readings) => (readings.t.length > 0 ? readings : undefined))
      .catch((error: unknown) => {
        reportError(error, 'analysis.errorTitle', 'analysis.errorTitle');
        return undefined;
      });
}
