// issue 34 item "Keystrokes reach IndexedDB within one frame at 6×": under a 6× slower page (CDP
// Emulation.setCPUThrottlingRate 6), the browser process is killed 50 ms after the last of fast keystrokes into a
// mobile round's reading; started again on the same profile, the field holds every character typed. The browser is a
// process of its own on a profile directory (not Playwright's launch), so SIGKILL ends it as a crash or the OS would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { freePort } from '../support/free-port';
import { serverOfThisWorker, test } from './server-for-this-file';

const server = serverOfThisWorker();
const ROUND = 'Demo Pegelrunde Innsbruck';
const TYPED = '123,456';
/** the time from the last keystroke to the kill (issue 34) */
const KILL_AFTER_MS = 50;

interface RunningChromium {
  browser: Browser;
  child: ChildProcess;
}

/** Chromium as its own process on a profile directory, so the test can kill it as a crash would. */
async function startChromium(profile: string): Promise<RunningChromium> {
  const port = await freePort();
  const child = spawn(chromiumPath, [...chromiumArgs, '--headless=new', '--lang=de-AT', `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true, // a process group of its own: the kill ends every Chromium process at once
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${endpoint}/json/version`).catch(() => undefined))?.ok ?? false, { timeout: 30_000 }).toBe(true);
  return { browser: await chromium.connectOverCDP(endpoint), child };
}

async function kill({ child }: RunningChromium): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  await exited;
}

async function openPage(running: RunningChromium): Promise<Page> {
  const page = await running.browser.contexts()[0].newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  return page;
}

const reading = (page: Page) => page.locator('[data-ts-id="201301-W"] input').first();

test('issue 34 item "Keystrokes reach IndexedDB within one frame at 6×": killed 50 ms after fast typing on a 6× slower page, nothing typed is lost', async () => {
  test.setTimeout(180_000);
  const profile = await mkdtemp(join(tmpdir(), 'hwe-kill-'));
  let running = await startChromium(profile);
  try {
    const page = await openPage(running);
    await page.goto(server().url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.locator('.group-item', { hasText: ROUND }).getByRole('button', { name: 'Offline erfassen' }).click();
    await page.getByRole('link', { name: /Innsbruck Universität \(201301\)/ }).click();
    await reading(page).click();
    const stationUrl = page.url();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.keyboard.type(TYPED);
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    await kill(running);

    running = await startChromium(profile);
    const again = await openPage(running);
    await again.goto(stationUrl);
    await expect(reading(again)).toHaveValue(TYPED);
  } finally {
    await kill(running);
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
});
