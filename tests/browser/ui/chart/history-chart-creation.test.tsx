// issue 13 (no main-thread task over 50 ms): a history chart is created in a task of its own after a paint, not in the
// task that commits the screen holding it, and the page's first chart is preceded by a warm-up off the document; spec archive.md §2/§9: it follows its container's width by resizing.
import { afterEach, describe, expect, test } from 'vitest';
import HistoryChart from '../../../../src/ui/screens/chart/HistoryChart';
import { gapRanges } from '../../../../src/worker/history/chart-series';
import { mountElement, unmountScreens } from '../mount';

afterEach(() => {
  unmountScreens();
  document.body.style.width = '';
});

/** a week of hourly readings with a gap */
function series(offset = 0) {
  const t = Float64Array.from({ length: 24 * 7 }, (_, hour) => Date.UTC(2025, 0, 1) + hour * 3_600_000);
  const v = Float64Array.from(t, (_, hour) => (hour % 50 === 10 ? NaN : 100 + offset + 10 * Math.sin(hour / 6)));
  return { t, v, gaps: gapRanges(v) };
}

/** Counts the frames painted from now on: the animation frames seen so far. */
function frameCounter(): { frames: () => number; stop: () => void } {
  let frames = 0;
  let handle = requestAnimationFrame(function count() {
    frames++;
    handle = requestAnimationFrame(count);
  });
  return { frames: () => frames, stop: () => cancelAnimationFrame(handle) };
}

describe('issue 13: a history chart is created after a paint, not in the commit that mounts it', () => {
  test('at least one frame passes between the commit of the measured chart container and the chart', async () => {
    const counter = frameCounter();
    const seen: { container?: number; chart?: number } = {};
    const chartsAdded: Element[] = [];
    const observer = new MutationObserver((mutations) => {
      seen.container ??= document.querySelector('.history-chart[data-width]') ? counter.frames() : undefined;
      seen.chart ??= document.querySelector('.history-chart .uplot') ? counter.frames() : undefined;
      for (const mutation of mutations) {
        chartsAdded.push(...[...mutation.addedNodes].filter((node): node is Element => node instanceof Element && node.classList.contains('uplot')));
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    mountElement(<HistoryChart readings={series()} inverted={false} label="Pegel › W" locale="de" />);
    await expect.poll(() => seen.chart, { timeout: 20_000 }).toBeDefined();
    observer.disconnect();
    counter.stop();
    expect(seen.container).toBeDefined();
    expect(seen.chart!).toBeGreaterThan(seen.container!);
    expect(document.querySelector('.history-chart .uplot')!.getBoundingClientRect().height).toBe(600);
    // the page's first chart: uPlot's code is warmed up by a chart that never enters the document
    expect(chartsAdded).toHaveLength(1);
  });

  test('a new container width resizes the same chart; new readings give one chart at that width; a chart unmounted before its frame leaves nothing', async () => {
    document.body.style.width = '500px';
    const first = series();
    const mounted = mountElement(<HistoryChart readings={first} inverted={false} label="Pegel › W" locale="de" />);
    const canvas = () => document.querySelector<HTMLCanvasElement>('.history-chart canvas');
    await expect.poll(() => canvas(), { timeout: 20_000 }).not.toBeNull();
    const created = canvas();
    document.body.style.width = '400px';
    await expect.poll(() => document.querySelector('.history-chart .uplot')!.getBoundingClientRect().width).toBe(400);
    expect(canvas()).toBe(created);

    const second = series(50);
    mounted.root.render(<HistoryChart readings={second} inverted={false} label="Pegel › W" locale="de" />);
    await expect.poll(() => canvas() !== null && canvas() !== created, { timeout: 20_000 }).toBe(true);
    expect(document.querySelectorAll('.history-chart .uplot')).toHaveLength(1);
    expect(document.querySelector('.history-chart .uplot')!.getBoundingClientRect().width).toBe(400);

    mounted.root.render(<HistoryChart readings={first} inverted={false} label="Pegel › W" locale="de" />);
    mounted.unmount();
    const counter = frameCounter();
    await expect.poll(() => counter.frames()).toBeGreaterThan(3);
    counter.stop();
    expect(document.querySelector('.uplot')).toBeNull();
  });
});

describe('issue 13: a drawn chart does not make every other canvas be copied again', () => {
  test("the chart draws into a low-latency (desynchronized) 2D canvas; other canvases' contexts keep the default", async () => {
    mountElement(<HistoryChart readings={series()} inverted={false} label="Pegel › W" locale="de" />);
    const canvas = () => document.querySelector<HTMLCanvasElement>('.history-chart canvas');
    await expect.poll(() => canvas(), { timeout: 20_000 }).not.toBeNull();
    expect(canvas()!.getContext('2d')!.getContextAttributes().desynchronized).toBe(true);
    expect(document.createElement('canvas').getContext('2d')!.getContextAttributes().desynchronized).toBe(false);
  });
});
