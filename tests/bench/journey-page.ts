// The app itself (the built client the server serves) in a fresh browser context of the bench's Chromium, whose
// renderers run slowed (./renderer-slowing.ts), as a 360 px phone; optionally on Slow 4G. Records, from before load:
// long tasks, when the group selection became interactive and painted, and Event Timing entries (input to paint).
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright';
import type { BenchBrowser } from './browser';
import { recordLongTasks } from './browser';

/** Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down, 750 kbps up */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
/** a category header of the group selection: the list is there and answers taps */
export const GROUP_SELECTION_READY = '.category .card-header';

interface JourneyWindow {
  __longTasks: { startTime: number; duration: number }[];
  __interactiveAt?: number;
  __events: { interactionId: number; startTime: number; duration: number }[];
}

function recordJourney(readySelector: string) {
  const journey = window as unknown as JourneyWindow;
  journey.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) journey.__events.push({ interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // the time of the first frame after the list appeared
  new MutationObserver((_, observer) => {
    if (!document.querySelector(readySelector)) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (journey.__interactiveAt = performance.now())));
  }).observe(document, { childList: true, subtree: true });
}

export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  setNetwork(slow4g: boolean): Promise<void>;
  /** ms from navigation start to the painted group selection, and the longest task until then */
  coldStart(url: string): Promise<{ ms: number; longestTaskMs: number }>;
  longestTaskSince(startTime: number): Promise<number>;
  now(): Promise<number>;
  /** input-to-paint of every interaction started since `startTime` (Event Timing; under 16 ms they are not reported) */
  interactionsSince(startTime: number): Promise<number[]>;
}

export async function openJourneyPage(bench: BenchBrowser): Promise<JourneyPage> {
  const context = await bench.browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[journey page] ${error.message}`));
  await page.addInitScript(recordLongTasks);
  await page.addInitScript(recordJourney, GROUP_SELECTION_READY);
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const longestTaskSince = (startTime: number) =>
    page.evaluate((since) => Math.max(0, ...window.__longTasks.filter((task) => task.startTime >= since).map((task) => task.duration)), startTime);
  return {
    context,
    page,
    setNetwork: async (slow4g) => {
      await cdp.send('Network.emulateNetworkConditions', slow4g ? SLOW_4G : NO_THROTTLING);
    },
    async coldStart(url) {
      const traceDir = process.env.BENCH_TRACE_DIR;
      if (traceDir) await bench.browser.startTracing(page, { path: join(traceDir, `cold-start-${Date.now()}.json`), screenshots: false });
      await page.goto(url, { waitUntil: 'commit' });
      bench.slowing.attach();
      const handle = await page.waitForFunction(() => (window as unknown as JourneyWindow).__interactiveAt, undefined, { timeout: 120_000 });
      const ms = (await handle.jsonValue()) as number;
      const longestTaskMs = await page.evaluate((until) => Math.max(0, ...window.__longTasks.filter((task) => task.startTime < until).map((task) => task.duration)), ms);
      if (traceDir) await bench.browser.stopTracing();
      return { ms, longestTaskMs };
    },
    longestTaskSince,
    now: () => page.evaluate(() => performance.now()),
    interactionsSince: (startTime) =>
      page.evaluate((since) => {
        const byInteraction = new Map<number, number>();
        for (const event of (window as unknown as JourneyWindow).__events) {
          if (event.startTime >= since) byInteraction.set(event.interactionId, Math.max(byInteraction.get(event.interactionId) ?? 0, event.duration));
        }
        return [...byInteraction.values()];
      }, startTime),
  };
}
