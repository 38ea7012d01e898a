// One uPlot chart, built and drawn in tasks of their own after a paint (issue 13): created inside React's commit (as
// uplot-react does, in an effect), its construction, drawing and the canvas' rasterisation made one task with the
// commit of the screen, over 50 ms on a slowed phone. A new width resizes the chart; new data or options create it again;
// a zoomed range's readings replace its data.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { nextFrameSlot } from '../../components/frame-slots';
import { withZoomEvents } from './zoom-events';
import { withDesynchronizedCanvases } from './desynchronized-canvas';

interface UplotChartProps {
  /** the options apart from the width; a new object creates the chart again */
  shape: Omit<uPlot.Options, 'width'>;
  width: number;
  data: uPlot.AlignedData;
  /** the readings of the zoomed range, drawn instead of `data` at the x range the user chose (issue 13) */
  zoomed?: uPlot.AlignedData;
  /** the user dragged over the x range `from`–`until` of a plot `columns` CSS pixels wide; the chart stretches `data` meanwhile */
  onZoomIn?: (from: number, until: number, columns: number) => void;
  /** the user double-clicked: the chart shows `data` again */
  onZoomOut?: () => void;
}

let warmUp: Promise<void> | undefined;

/**
 * Before a page's first chart, charts of the same shape with two readings, off the document, are built and drawn, each
 * step in a frame slot of its own, first with the series hidden (the axes' code), then with them: V8 compiles uPlot's
 * code as it first runs, which made the first chart's drawing take three times what later ones take (about 20 ms of
 * CPU, 80 ms on a slowed phone).
 */
function warmedUp(shape: UplotChartProps['shape']): Promise<void> {
  const hidden = shape.series.map((series, index) => (index === 0 ? series : { ...series, show: false }));
  warmUp ??= drawnOffDocument({ ...shape, series: hidden }).then(() => drawnOffDocument(shape));
  return warmUp;
}

async function drawnOffDocument(shape: UplotChartProps['shape']): Promise<void> {
  await nextFrameSlot();
  const twoReadings: uPlot.AlignedData = [[0, 1], ...shape.series.slice(1).map(() => [0, 1])];
  const { chart, draw } = await new Promise<{ chart: uPlot; draw: () => void }>((resolve) => {
    const small = { ...shape, width: 100, height: 100 };
    new uPlot(small, twoReadings, (chart, draw) => resolve({ chart, draw: () => draw() }));
  });
  await nextFrameSlot();
  draw();
  // uPlot draws in a microtask of this task
  await Promise.resolve();
  chart.destroy();
}

export function UplotChart({ shape, width, data, zoomed, onZoomIn, onZoomOut }: UplotChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const drawn = useRef<uPlot>(undefined);
  const currentWidth = useRef(width);
  currentWidth.current = width;
  // the chart is built once with the newest handlers behind it, not again when they change
  const zoomEvents = useRef({ onZoomIn, onZoomOut });
  zoomEvents.current = { onZoomIn, onZoomOut };

  useEffect(() => {
    let built: uPlot | undefined;
    let mounted = true;
    void warmedUp(shape)
      .then(() => nextFrameSlot())
      .then(() => {
        if (!mounted) return;
        // built (its elements, series and axes) in this task, drawn in a later one
        const zoomable = withZoomEvents(shape, {
          zoomedIn: (from, until, columns) => zoomEvents.current.onZoomIn?.(from, until, columns),
          zoomedOut: (chart) => {
            chart.setData(data);
            zoomEvents.current.onZoomOut?.();
          },
        });
        built = withDesynchronizedCanvases(() => new uPlot({ ...zoomable, width: currentWidth.current }, data, (chart, draw) => {
          // the next chart waits two frames: a drawing and its canvas' copy for the compositor make a frame's work
          void nextFrameSlot(2).then(() => {
            if (!mounted || !target.current) return;
            target.current.append(chart.root);
            draw();
            drawn.current = chart;
            if (chart.width !== currentWidth.current) chart.setSize({ width: currentWidth.current, height: shape.height });
          });
        }));
      });
    return () => {
      mounted = false;
      built?.destroy();
      drawn.current = undefined;
    };
  }, [shape, data]);

  useEffect(() => {
    const chart = drawn.current;
    if (chart && chart.width !== width) chart.setSize({ width, height: shape.height });
  }, [width, shape.height]);

  useEffect(() => {
    const chart = drawn.current;
    if (!chart || !zoomed) return;
    // the x range stays the one the user chose; redrawing it ranges the y axis over the new readings
    chart.setData(zoomed, false);
    chart.redraw();
  }, [zoomed]);

  // the chart's height before it is drawn, so the page does not move twice
  return <div ref={target} style={{ minHeight: shape.height }} />;
}
