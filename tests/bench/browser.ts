// Real Chromium through Playwright, with two ways to slow it (CDP CPU throttling of the main thread; the cgroups of
// ./renderer-slowing.ts for each renderer and each worker thread apart) and a long-task observer registered before load.
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { slowRenderers, type RendererSlowing } from './renderer-slowing';

export function recordLongTasks() {
  (window as unknown as { __longTasks: unknown[] }).__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      (window as unknown as { __longTasks: unknown[] }).__longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

export interface BenchBrowser {
  browser: Browser;
  page: Page;
  setCpuThrottlingRate(rate: number): Promise<void>;
  /** each renderer and each of its worker threads slowed by a CPU quota of its own; rate 1 after opening */
  slowing: RendererSlowing;
  close(): Promise<void>;
}

export async function openBenchPage(url: string): Promise<BenchBrowser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const slowing = slowRenderers();
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[bench page] ${error.message}`));
  await page.addInitScript(recordLongTasks);
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  const cdp: CDPSession = await context.newCDPSession(page);
  return {
    browser,
    page,
    setCpuThrottlingRate: async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    },
    slowing,
    close: async () => {
      slowing.setCoreShare(1);
      await browser.close();
      slowing.stop();
    },
  };
}
