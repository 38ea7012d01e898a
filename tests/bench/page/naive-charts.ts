// The naive way to show the analysis charts of a group (issue 13 chart figure): once the worker has loaded the
// histories, every chart at once, each with all its points converted to plain arrays on the main thread, as the
// analysis screen did before it created charts only near the viewport.
import { proxy, type Remote } from 'comlink';
import type { HistoryResult, ReadPiece, Topic, TopicView, WorkerApi } from '../../../src/shared/contract';
import { asTsId, type TsId } from '../../../src/shared/contract/ids';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_DEFAULT_SIZE } from '../../../src/ui/format/axis';
import { appWorker } from './app-worker';
import { measure } from './measure';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The analysis charts' history as the screen reads it (topic 'analysis-history'), every point (no reduction): its last piece. */
function analysisHistory(api: Remote<WorkerApi<Blob>>, tsIds: TsId[]): Promise<HistoryResult> {
  return new Promise((resolve, reject) => {
    const subscribed = api.subscribe(
      { kind: 'analysis-history', tsIds, chartColumns: Number.MAX_SAFE_INTEGER, shownFirst: tsIds.length },
      proxy(((piece: ReadPiece<HistoryResult>) => {
        if ('error' in piece) reject(piece.error);
        else if (piece.last) resolve(piece.view);
        else return;
        void subscribed.then((id) => api.unsubscribe(id));
      }) as (view: TopicView<Topic>) => void),
    );
  });
}

export async function chartsNaive(tsIds: string[]) {
  const api = await appWorker();
  const host = document.body.appendChild(document.createElement('div'));
  try {
    return await measure(async () => {
      const { series } = await analysisHistory(api, tsIds.map(asTsId));
      for (const { t, v } of series) {
        const seconds = Array.from(t, (time) => time / 1000);
        const values = Array.from(v, (value) => (Number.isNaN(value) ? null : value));
        const options = { ...CHART_DEFAULT_SIZE, series: [{}, { stroke: '#0b5394', width: 1.5 }], legend: { show: false } };
        new uPlot(options, [seconds, values], host.appendChild(document.createElement('div')));
      }
      await nextFrame();
      return { charts: series.length, points: series.reduce((sum, { t }) => sum + t.length, 0) };
    });
  } finally {
    host.remove();
  }
}
