// issue 13 analysis chart zoom: a zoomed chart draws the readings of its range as the worker reduced them to the
// chart's pixel columns. Only the newest zoom's answer is drawn; zooming out drops an answer still on its way.
import { useRef, useState } from 'react';
import type { ChartReadings as Readings } from './chart-readings';

/** The readings from `from` to `until` (epoch ms) that a chart `columns` CSS pixels wide draws; undefined when they could not be loaded. */
export type LoadRange = (from: number, until: number, columns: number) => Promise<Readings | undefined>;

interface ZoomedReadings {
  /** the readings of the zoomed range once they arrived; undefined for the whole chart */
  zoomed?: Readings;
  /** a new zoom: its readings, when they arrive, are drawn unless a newer zoom or a zoom out came first */
  zoomIn: (answer: Promise<Readings | undefined>) => void;
  zoomOut: () => void;
}

/** The zoom of a chart drawing `overview` unzoomed: a new overview is drawn whole. */
export function useZoomedReadings(overview: object): ZoomedReadings {
  const [zoomed, setZoomed] = useState<{ overview: object; readings: Readings }>();
  const latestZoom = useRef(0);
  return {
    zoomed: zoomed?.overview === overview ? zoomed.readings : undefined,
    zoomIn: (answer) => {
      const zoom = ++latestZoom.current;
      void answer.then((readings) => {
        if (readings && zoom === latestZoom.current) setZoomed({ overview, readings });
      });
    },
    zoomOut: () => {
      latestZoom.current++;
      setZoomed(undefined);
    },
  };
}
