// issue 13 analysis chart zoom: the chart's owner decides what a zoomed chart draws. uPlot's drag-select stretches the
// readings the chart holds to the chosen x range, and its double-click ranges x over them again; once the chart holds
// a zoomed range's readings, that would be the zoomed range, not the whole chart.
import uPlot from 'uplot';

interface ZoomEvents {
  /** the user dragged over the x range `from`–`until` of a plot `columns` CSS pixels wide */
  zoomedIn: (from: number, until: number, columns: number) => void;
  /** the user double-clicked: instead of uPlot's rescaling */
  zoomedOut: (chart: uPlot) => void;
}

export function withZoomEvents(shape: Omit<uPlot.Options, 'width'>, events: ZoomEvents): Omit<uPlot.Options, 'width'> {
  return {
    ...shape,
    hooks: {
      ...shape.hooks,
      // a selection is reported as the drag ends, just before uPlot sets the x scale to it
      setSelect: [
        (chart) => {
          const { left, width } = chart.select;
          if (width > 0) events.zoomedIn(chart.posToVal(left, 'x'), chart.posToVal(left + width, 'x'), Math.round(chart.bbox.width / uPlot.pxRatio));
        },
      ],
    },
    cursor: {
      bind: {
        dblclick: (chart) => (event) => {
          if (event.button === 0) events.zoomedOut(chart);
          return null;
        },
      },
    },
  };
}
