// The uPlot chart of one history (lazy chunk: uplot is only loaded where a chart shows).
// spec archive.md §2/§9: 800×600 by default, then the container's width at height 600; axis units k at 3000, M at 3 million.
import { useMemo } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_DEFAULT_SIZE, chartValues, formatAxisValue } from '../../format/axis';
import type { NumberLocale } from '../../../shared/format/number';
import { chartDateNames } from './chart-date-names';
import { UplotChart } from './UplotChart';
import { useContainerWidth } from './use-container-width';
import { useZoomedReadings, type LoadRange } from './use-zoomed-readings';
import './chart.css';

export interface HistoryChartProps {
  /** epoch ms, ascending */
  t: ArrayLike<number>;
  /** values; NaN for a reading without a value */
  v: ArrayLike<number>;
  /** draw the values negated (spec entry.md §5 Chart inversion) */
  inverted: boolean;
  label: string;
  locale: NumberLocale;
  /** the reading the chart was opened for (query date and value), drawn as a marked point */
  marked?: { time: number; value: number };
  /** the readings of a range the user zooms to (issue 13: the analysis' readings are reduced); without it zooming stretches `t` and `v` */
  loadRange?: LoadRange;
}

export default function HistoryChart({ t, v, inverted, label, locale, marked, loadRange }: HistoryChartProps) {
  const [containerRef, width] = useContainerWidth(CHART_DEFAULT_SIZE.width);
  const data = useMemo(() => chartData(t, v, inverted, marked), [t, v, inverted, marked]);
  const { zoomed, zoomIn, zoomOut } = useZoomedReadings(data);
  const zoomedData = useMemo(() => zoomed && chartData(zoomed.t, zoomed.v, inverted), [zoomed, inverted]);
  // the options apart from the width stay the same object as the chart resizes: it is resized, not created again (issue 13)
  const shape = useMemo<Omit<uPlot.Options, 'width'>>(
    () => ({
      height: CHART_DEFAULT_SIZE.height,
      fmtDate: (template) => uPlot.fmtDate(template, chartDateNames(locale)),
      series: [
        {},
        { label, stroke: '#0b5394', width: 1.5, spanGaps: false },
        { label: '●', stroke: '#fca503', width: 0, points: { show: true, size: 10, fill: '#fca503' } },
      ],
      axes: [{}, { size: 60, values: (_chart, splits) => splits.map((split) => formatAxisValue(split, locale)) }],
      legend: { show: false },
    }),
    [label, locale],
  );
  return (
    <div ref={containerRef} className="history-chart" data-width={width}>
      {width !== undefined && (
        <UplotChart
          shape={shape}
          width={width}
          data={data}
          zoomed={zoomedData}
          // the chart's x is in seconds
          onZoomIn={loadRange && ((from, until, columns) => zoomIn(loadRange(from * 1000, until * 1000, columns)))}
          onZoomOut={zoomOut}
        />
      )}
    </div>
  );
}

function chartData(t: ArrayLike<number>, v: ArrayLike<number>, inverted: boolean, marked?: { time: number; value: number }): uPlot.AlignedData {
  const seconds: number[] = [];
  const values: (number | null)[] = [];
  const markers: (number | null)[] = [];
  let markerPlaced = marked === undefined;
  const placeMarker = () => {
    seconds.push(marked!.time / 1000);
    values.push(null);
    markers.push(marked!.value);
    markerPlaced = true;
  };
  for (let index = 0; index < t.length; index++) {
    if (!markerPlaced && marked!.time < t[index]) placeMarker();
    seconds.push(t[index] / 1000);
    values.push(Number.isNaN(v[index]) ? null : v[index]);
    markers.push(null);
  }
  if (!markerPlaced) placeMarker();
  return [seconds, chartValues(values, inverted), chartValues(markers, inverted)];
}
