// The uPlot chart of one history (lazy chunk: uplot is only loaded where a chart shows).
// spec archive.md §2/§9: 800×600 by default, then the container's width at height 600; axis units k at 3000, M at 3 million.
// Issue 37: uPlot draws the worker's columns as they arrived (x in epoch ms); an inverted chart flips its y axis and
// labels it negated instead of negating every value.
import { useMemo } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_DEFAULT_SIZE, formatAxisValue } from '../../format/axis';
import type { NumberLocale } from '../../../shared/format/number';
import { chartData, gapsOfReadings, valuesRange, type ChartReadings } from './chart-readings';
import { chartDateNames } from './chart-date-names';
import { UplotChart } from './UplotChart';
import { useContainerWidth } from './use-container-width';
import { useZoomedReadings, type LoadRange } from './use-zoomed-readings';
import './chart.css';

const MARKER_COLOUR = '#fca503';
const MARKER_DIAMETER = 10;

export interface HistoryChartProps {
  /** the readings as the worker shaped them for the chart (epoch ms ascending, NaN for a reading without a value, the gaps) */
  readings: ChartReadings;
  /** draw the values negated (spec entry.md §5 Chart inversion) */
  inverted: boolean;
  label: string;
  locale: NumberLocale;
  /** the reading the chart was opened for (query date and value), drawn as a marked point */
  marked?: { time: number; value: number };
  /** the readings of a range the user zooms to (issue 13: the analysis' readings are reduced); without it zooming stretches the readings */
  loadRange?: LoadRange;
}

export default function HistoryChart({ readings, inverted, label, locale, marked, loadRange }: HistoryChartProps) {
  const [containerRef, width] = useContainerWidth(CHART_DEFAULT_SIZE.width);
  const data = useMemo(() => chartData(readings), [readings]);
  const { zoomed, zoomIn, zoomOut } = useZoomedReadings(data);
  const zoomedData = useMemo(() => zoomed && chartData(zoomed), [zoomed]);
  // the options apart from the width stay the same object as the chart resizes: it is resized, not created again (issue 13)
  const shape = useMemo<Omit<uPlot.Options, 'width'>>(
    () => ({
      height: CHART_DEFAULT_SIZE.height,
      ms: 1,
      fmtDate: (template) => uPlot.fmtDate(template, chartDateNames(locale)),
      scales: { y: { dir: inverted ? -1 : 1, range: valuesRange(marked?.value) } },
      series: [{}, { label, stroke: '#0b5394', width: 1.5, spanGaps: false, gaps: gapsOfReadings }],
      axes: [{}, { size: 60, values: (_chart, splits) => splits.map((split) => formatAxisValue((inverted ? -split : split) || 0, locale)) }],
      legend: { show: false },
      hooks: marked ? { draw: [(chart) => drawMarker(chart, marked)] } : {},
    }),
    [label, locale, inverted, marked],
  );
  return (
    <div ref={containerRef} className="history-chart" data-width={width}>
      {width !== undefined && (
        <UplotChart
          shape={shape}
          width={width}
          data={data}
          zoomed={zoomedData}
          onZoomIn={loadRange && ((from, until, columns) => zoomIn(loadRange(from, until, columns)))}
          onZoomOut={zoomOut}
        />
      )}
    </div>
  );
}

/** The marked reading as a filled dot inside the plot. */
function drawMarker(chart: uPlot, marked: { time: number; value: number }): void {
  const { ctx, bbox } = chart;
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  ctx.beginPath();
  ctx.arc(chart.valToPos(marked.time, 'x', true), chart.valToPos(marked.value, 'y', true), (MARKER_DIAMETER / 2) * uPlot.pxRatio, 0, 2 * Math.PI);
  ctx.fillStyle = MARKER_COLOUR;
  ctx.fill();
  ctx.restore();
}
