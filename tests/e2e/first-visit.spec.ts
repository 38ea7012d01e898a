// Issue 38: a first visit on Slow 4G reaches an interactive group selection within 1.5 s — so the first route carries
// only the start's code: the worker's script holds session, config and group selection, and every other domain's code
// is fetched when it is first used (src/worker/lazy-door.ts). index.html names the worker's script for the browser to
// fetch beside the entry.
import { expect, type Page } from '@playwright/test';
import { screensDe } from '../../src/ui/i18n/screens-de';
import { startDe } from '../../src/ui/i18n/start-de';
import { serverOfThisWorker, test } from './server-for-this-file';

const server = serverOfThisWorker();

// a fresh profile and no service worker: every file comes from the network, as on a first visit
test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

/**
 * the worker's code the group selection does not use, by the module that names its chunk; a pushed topic's reader is
 * imported on the topic's first subscription (issue 37), so the archive list's and meteo's code stay away too
 */
const NOT_ON_FIRST_ROUTE = {
  'archive round': /\/assets\/archive-round-[^/]+\.js$/,
  'archive list': /\/assets\/archive-session-[^/]+\.js$/,
  meteo: /\/assets\/meteo-drafts-[^/]+\.js$/,
  analysis: /\/assets\/analysis-views-[^/]+\.js$/,
  csv: /\/assets\/csv-imports-[^/]+\.js$/,
  permissions: /\/assets\/permission-edits-[^/]+\.js$/,
  'round post': /\/assets\/(post-round|finish-post)-[^/]+\.js$/,
  logout: /\/assets\/purge-personal-data-[^/]+\.js$/,
};

function recordScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

test('issue 38: the group selection of a first visit loads none of the worker code of an archive round or list, meteo, analysis, CSV, permissions, a round\'s post or logout', async ({ page }) => {
  const requested = recordScripts(page);
  await page.goto(server().url);
  await expect(page.locator('.category .card-header').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const [domain, code] of Object.entries(NOT_ON_FIRST_ROUTE)) {
    expect(requested.filter((path) => code.test(path)), `${domain}: not on the first route`).toEqual([]);
  }

  // the names above are those of the worker's code: an archive round's is fetched once a round is opened
  await page.goto(`${server().url}/archive`);
  await page.locator('.archive-table tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/archive\/[^/]+$/);
  await expect.poll(() => requested.filter((path) => NOT_ON_FIRST_ROUTE['archive round'].test(path)).length).toBeGreaterThan(0);
});

test('issue 38: index.html names the worker\'s script, and the worker starts from that file', async ({ page }) => {
  const requested = recordScripts(page);
  const html = await (await fetch(server().url)).text();
  const preloaded = /<link rel="preload" as="script" href="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
  expect(preloaded).toBeDefined();
  const workerStarted = page.waitForEvent('worker');
  await page.goto(server().url);
  expect(new URL((await workerStarted).url()).pathname).toBe(preloaded);
  await expect(page.locator('.category .card-header').first()).toBeVisible();
  expect(requested).toContain(preloaded);
});

/** date-fns' format and parse (their error texts) and its de-AT locale: the group selection's day field reads and writes numeric patterns without them */
const DATE_FNS_CODE = ['Format string contains an unescaped latin alphabet character', "The format string mustn't contain", 'Jänner'];

test('issue 38: the main thread\'s code of the first route holds no date-fns (format, parse, locales)', async ({ page }) => {
  const workerScript = /<link rel="preload" as="script" href="(\/assets\/[^"]+\.js)">/.exec(await (await fetch(server().url)).text())?.[1];
  await page.goto(server().url);
  await expect(page.locator('.category .card-header').first()).toBeVisible();
  // the page's own timeline: the worker's requests are in the worker's
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  const mainThreadScripts = scripts.filter((script) => new URL(script).pathname !== workerScript);
  expect(mainThreadScripts.some((script) => /\/assets\/App-[^/]+\.js$/.test(script)), 'the app\'s chunk is among them').toBe(true);
  for (const script of mainThreadScripts) {
    const code = await (await fetch(script)).text();
    for (const marker of DATE_FNS_CODE) expect(code.includes(marker), `${new URL(script).pathname} holds ${marker}`).toBe(false);
  }
});

/** every German text key: a text on screen that holds one is a key shown in place of its text */
const TEXT_KEYS = (() => {
  const keys: string[] = [];
  const collect = (texts: object, path: string) => {
    for (const [name, text] of Object.entries(texts)) {
      if (typeof text === 'object') collect(text as object, `${path}${name}.`);
      else keys.push(`${path}${name}`.replace(/_(one|other)$/, ''));
    }
  };
  collect(startDe, '');
  collect(screensDe, '');
  return [...new Set(keys)];
})();

/** records the text of every node added to the page and every text changed, from the navigation on */
async function recordTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const texts: string[] = [];
    (window as unknown as { shownTexts: string[] }).shownTexts = texts;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') texts.push(record.target.textContent ?? '');
        record.addedNodes.forEach((node) => texts.push(node.textContent ?? ''));
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownTexts: string[] }).shownTexts);
}

const keysIn = (texts: string[]) => TEXT_KEYS.filter((key) => texts.some((text) => text.includes(key)));

test('issue 38: the other screens\' texts are not on the first route, and no key shows while a screen\'s texts load', async ({ page }) => {
  const shownTexts = await recordTexts(page);
  await page.goto(server().url);
  const round = page.locator('.group-item', { hasText: 'Demo Pegelrunde Innsbruck' });
  await expect(round).toBeVisible();
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  expect(scripts.some((script) => /\/assets\/i18n-[^/]+\.js$/.test(script)), 'the first route\'s texts are among them').toBe(true);
  for (const script of scripts) {
    const code = await (await fetch(script)).text();
    // the archive list's filter and the mobile round's views: texts of screens after the first route
    for (const text of [screensDe.archive.filter, screensDe.mobile.views]) expect(code.includes(text), `${new URL(script).pathname} holds '${text}'`).toBe(false);
  }

  // an analysis screen opened in the app loads the other screens' texts beside its code
  await round.getByRole('link', { name: 'Diagramme' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Diagramme: Demo Pegelrunde Innsbruck`);
  await expect(page.locator('.analysis-card').first()).toBeVisible();
  const analysisTexts = await shownTexts();
  expect(analysisTexts.some((text) => text.includes('Diagramme: Demo Pegelrunde Innsbruck')), 'the texts shown are recorded').toBe(true);
  expect(keysIn(analysisTexts)).toEqual([]);

  // a page opened on a lazy route (a new document, recorded anew): its texts come with the route's preload links
  await page.goto(`${server().url}/archive`);
  await expect(page.getByLabel(screensDe.archive.filter)).toBeVisible();
  const archiveTexts = await shownTexts();
  expect(archiveTexts.some((text) => text.includes(screensDe.archive.filter)), 'the texts shown are recorded').toBe(true);
  expect(keysIn(archiveTexts)).toEqual([]);
});

/** the rounds door's code that lists the offline copies (src/worker/rounds/offline-rounds.ts) */
const OFFLINE_COPIES_CODE = /\/assets\/offline-rounds-[^/]+\.js$/;

test('issue 38: the code that lists the offline copies is asked for beside the config and the list, not once the server info answered', async ({ page }) => {
  const codeAsked = page.waitForRequest((request) => OFFLINE_COPIES_CODE.test(new URL(request.url()).pathname), { timeout: 0 });
  // the server info answers only once that code was asked for: a start that loads it only for the copies, which it
  // asks after the server info (the device's user is known then, issue 34), never shows the group selection
  await page.route(/\/hwe-api\/v2\/info$/, async (route) => {
    await codeAsked;
    await route.continue();
  });
  await page.goto(server().url);
  await expect(page.locator('.category .card-header').first()).toBeVisible();
});

/** when the page's and the worker's requests for these files were sent, wall-clock ms */
function recordStarts(page: Page, files: Record<string, RegExp>): Map<string, number> {
  const sentAt = new Map<string, number>();
  page.on('requestfinished', (request) => {
    const file = Object.keys(files).find((name) => files[name].test(new URL(request.url()).pathname));
    if (file && !sentAt.has(file)) sentAt.set(file, request.timing().startTime);
  });
  return sentAt;
}

test('issue 38: the service worker\'s code and the navbar\'s measure documents are asked for only once the group selection shows its list', async ({ page }) => {
  const later = { 'service worker': /\/workbox-window[^/]*\.js$/, 'measure documents': /\/assets\/load-documents-[^/]+\.js$/ };
  const sentAt = recordStarts(page, later);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.category .card-header')) return;
      (window as { listShownAt?: number }).listShownAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(server().url);
  await expect(page.locator('.category .card-header').first()).toBeVisible();
  await expect.poll(() => sentAt.size).toBe(Object.keys(later).length);
  const listShownAt = await page.evaluate(() => (window as { listShownAt?: number }).listShownAt);
  for (const [file, at] of sentAt) expect(at, `${file} asked for after the list showed`).toBeGreaterThan(listShownAt!);
});
