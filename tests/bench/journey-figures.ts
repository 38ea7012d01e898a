// Issue 13 journey in the app: the mobile input on a round of 200 stations × 5 timeseries (station switch and
// keystroke to paint, longest task). The cold start is measured in ./cold-start-figures.ts.
import type { Page } from 'playwright';
import { MOBILE_MR_ID, MOBILE_ROUND_NAME, MOBILE_STATIONS } from './bench-data';
import type { BenchBrowser } from './browser';
import { GROUP_SELECTION_READY, openJourneyPage, UNREPORTED_INTERACTION_MS, withUnreported, type JourneyPage } from './journey-page';
import { summarize } from './stats';
import type { BenchRow } from './table';

const TASK_BUDGET_MS = 50;
const KEYSTROKE_BUDGET_MS = 50;
const KEYSTROKES = 10;
const STATION_SWITCHES = 10;

/** Creates the offline copy of the 200-station round from the group selection, as a user does; answers its list's path. */
export async function createMobileCopy(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/`);
  const category = page.locator(GROUP_SELECTION_READY, { hasText: 'Benchmark' });
  await category.waitFor({ timeout: 120_000 });
  if ((await category.getAttribute('aria-expanded')) !== 'true') await category.click();
  await page.locator('.group-item', { hasText: MOBILE_ROUND_NAME }).getByRole('button', { name: 'Offline erfassen' }).click();
  await page.waitForURL(/\/mobile\/[^/]+\/list$/, { timeout: 120_000 });
  return new URL(page.url()).pathname;
}

/** The copy's first station in the mobile input. */
export async function openMobileRound(journey: JourneyPage, baseUrl: string): Promise<void> {
  const listPath = await createMobileCopy(journey.page, baseUrl);
  await journey.page.goto(baseUrl + listPath.replace(/\/list$/, `/input/${MOBILE_MR_ID}001`));
  await journey.page.locator('.station-heading').waitFor({ timeout: 120_000 });
  await warmHarness(journey);
}

/**
 * Playwright's first waitForFunction compiles its script in the page (a 50 ms task on the slowed main thread): done
 * before the figures, so that the harness's own work is not counted as the app's longest task.
 */
async function warmHarness(journey: JourneyPage): Promise<void> {
  await journey.page.waitForFunction(() => true);
}

/**
 * A tap at the button's place (page.mouse), not locator.click(): its hit-target check puts Playwright's listeners and
 * elementsFromPoint calls into the measured interaction.
 */
export async function stationSwitches(journey: JourneyPage): Promise<number[]> {
  const next = journey.page.locator('.station-nav button').nth(1);
  const latencies: number[] = [];
  for (let i = 0; i < STATION_SWITCHES; i++) {
    const heading = await journey.page.locator('.station-heading').textContent();
    const box = await next.boundingBox();
    if (!box) throw new Error('"Nächste Station" is not shown');
    const start = await journey.now();
    await journey.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await journey.page.waitForFunction((before) => document.querySelector('.station-heading')?.textContent !== before, heading);
    await journey.page.waitForTimeout(100); // Event Timing entries arrive after the paint
    latencies.push(Math.max(UNREPORTED_INTERACTION_MS, ...(await journey.interactionsSince(start))));
  }
  return latencies;
}

export async function keystrokes(journey: JourneyPage): Promise<number[]> {
  const input = journey.page.locator('.series-input input').first();
  await input.click();
  // typing starts once the field is ready for it: the on-screen keypad (the default input) shows
  await journey.page.waitForFunction(() => document.querySelector('.keypad'));
  const start = await journey.now();
  for (let i = 0; i < KEYSTROKES; i++) {
    const before = await input.inputValue();
    await journey.page.keyboard.press(String((i % 9) + 1));
    await journey.page.waitForFunction((value) => (document.activeElement as HTMLInputElement | null)?.value !== value, before);
  }
  await journey.page.waitForTimeout(300);
  return withUnreported(await journey.interactionsSince(start), KEYSTROKES);
}

export async function measureMobileInput(bench: BenchBrowser, baseUrl: string): Promise<BenchRow[]> {
  const journey = await openJourneyPage(bench);
  try {
    await openMobileRound(journey, baseUrl);
    const start = await journey.now();
    const switches = await stationSwitches(journey);
    const keys = await keystrokes(journey);
    const round = `round of ${MOBILE_STATIONS} stations × 5 timeseries`;
    return [
      { figure: `Mobile input, ${round}: station switch to paint`, unit: 'ms', result: summarize(switches) },
      { figure: `Mobile input, ${round}: keystroke to paint`, unit: 'ms', budget: KEYSTROKE_BUDGET_MS, result: summarize(keys) },
      { figure: 'Mobile input: longest main-thread task', unit: 'ms', budget: TASK_BUDGET_MS, result: summarize([await journey.longestTaskSince(start)]) },
    ];
  } finally {
    await journey.context.close();
  }
}
