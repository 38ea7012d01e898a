// issue 15 Field ergonomics at 360 × 740 (the whole app, navbar included): the round's name as the navbar's title,
// no dead space, the view tabs and previous/next station in a bar at the bottom, touch targets of 44 × 44 px, and the
// outdoor theme "Außen" at WCAG AAA text contrast (axe-core rule color-contrast-enhanced).
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { App } from '../../../../src/ui/app/App';
import { chooseTheme } from '../../../../src/ui/state/theme';
import '../../../../src/ui/styles.css';
import { mountAt, unmountScreens } from '../mount';
import { DEMO_ROUND_NAME, newDemoRound, startApp, type Mounted } from './mount-app';

const VIEWS = ['list', 'input/201301', 'overview', 'metadata/201303'] as const;
let mounted: Mounted | undefined;

beforeAll(startApp);
afterEach(() => unmountScreens());

async function openOnPhone(view: string) {
  await page.viewport(360, 740);
  const round = await newDemoRound();
  mounted = mountAt(`/mobile/${round.round.instanceId}/${view}`, <App />, { clearAlerts: true });
  await expect.element(page.getByRole('link', { name: 'Übersicht' })).toBeVisible();
  await expect.element(page.getByText('Gespeichert')).toBeVisible();
  return round;
}

const rect = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element.getBoundingClientRect();
};

describe('issue 15: the navbar title on the round screens is the round\'s name', () => {
  test.each(VIEWS)('%s', async (view) => {
    await openOnPhone(view);
    await expect.element(page.getByRole('navigation').getByText(DEMO_ROUND_NAME)).toBeVisible();
    await expect.poll(() => document.title).toBe(`${DEMO_ROUND_NAME} – Handeingabe`);
    expect(rect('.navbar').height).toBeLessThanOrEqual(56);
  });
});

describe('issue 15: no dead space; the view tabs and previous/next station stay in thumb reach at the bottom', () => {
  /** the first thing of the view below the "Gespeichert" badge */
  const FIRST_CONTENT = { list: '.progress', 'input/201301': '.station-heading', overview: '.mobile > :nth-child(3) > :first-child', 'metadata/201303': '.metadata h2' };

  test.each(VIEWS)('%s: the content starts right below the badge, the tabs are a bar at the bottom', async (view) => {
    await openOnPhone(view);
    const badge = rect('.mobile-header .badge');
    const gap = rect(FIRST_CONTENT[view]).top - badge.bottom;
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(24);
    const tabs = rect('.mobile-tabs');
    expect(tabs.bottom).toBe(innerHeight);
    expect(tabs.height).toBeLessThanOrEqual(60);
    expect(tabs.width).toBe(360);
    if (view === 'input/201301') expect(rect('.station-nav').bottom).toBe(tabs.top);

    // scrolled to the end, the last content of the view ends above the bars
    scrollTo(0, document.documentElement.scrollHeight);
    const barTop = document.querySelector('.station-nav') ? rect('.station-nav').top : tabs.top;
    const content = [...document.querySelectorAll<HTMLElement>('.mobile :is(p, h2, h3, li, tr, label, button, dd, summary)')]
      .filter((element) => !element.closest('.mobile-tabs, .station-nav') && element.offsetParent !== null);
    expect(Math.max(...content.map((element) => element.getBoundingClientRect().bottom))).toBeLessThanOrEqual(barTop);
    scrollTo(0, 0);
  });

  test('previous/next station from the bottom bar; with the keypad open they sit on it and cover none of its keys', async () => {
    const round = await openOnPhone('input/201301');
    const path = (station: string) => `/mobile/${round.round.instanceId}/input/${station}`;
    await userEvent.click(page.getByRole('button', { name: 'Nächste Station' }));
    await expect.poll(() => mounted!.path()).toBe(path('201302'));
    await userEvent.click(page.getByRole('button', { name: 'Vorherige Station' }));
    await expect.poll(() => mounted!.path()).toBe(path('201301'));

    // the series inputs follow the station's head a frame later (issue 13)
    const numberField = () => document.querySelector<HTMLElement>('.station-input input[inputmode="none"]');
    await expect.poll(numberField).not.toBeNull();
    await userEvent.click(page.elementLocator(numberField()!));
    const keypad = page.getByRole('group', { name: 'Zifferntastatur' });
    await expect.element(keypad).toBeVisible();
    for (const key of keypad.getByRole('button').elements()) {
      const { left, top, width, height } = key.getBoundingClientRect();
      expect(key.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
    }
    expect(rect('.station-nav').bottom).toBeLessThanOrEqual(rect('.keypad').top + 1);
    expect(rect('.station-nav').top).toBeGreaterThan(innerHeight / 2);
    await userEvent.click(page.getByRole('button', { name: 'Nächste Station' }));
    await expect.poll(() => mounted!.path()).toBe(path('201302'));
  });

  test('a number field tapped at the bottom of the screen scrolls up above the keypad and the station bar on it', async () => {
    await openOnPhone('input/201301');
    const numberFields = () => [...document.querySelectorAll<HTMLElement>('.station-input input[inputmode="none"]')];
    await expect.poll(() => numberFields().length).toBeGreaterThan(0);
    const field = numberFields().at(-1)!;
    // the field just above the bar of previous/next station, where the keypad will cover it
    scrollBy(0, field.getBoundingClientRect().bottom - rect('.station-nav').top + 4);
    const scrolledBefore = scrollY;
    expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(rect('.station-nav').top);
    await userEvent.click(page.elementLocator(field));
    await expect.element(page.getByRole('group', { name: 'Zifferntastatur' })).toBeVisible();
    await expect.poll(() => field.getBoundingClientRect().bottom).toBeLessThanOrEqual(rect('.station-nav').top);
    expect(scrollY).toBeGreaterThan(scrolledBefore);
  });
});

/** the part of the screen a tap on the element hits: a wrapping label for checkboxes and radio buttons */
function touchTarget(element: HTMLElement): HTMLElement {
  const wrapping = element.matches('input[type="checkbox"], input[type="radio"]') ? element.closest('label') : null;
  return wrapping ?? element;
}

describe('issue 15: every interactive element on list, input, overview and metadata is at least 44 × 44 px', () => {
  test.each(VIEWS)('%s', async (view) => {
    await openOnPhone(view);
    await userEvent.click(page.getByRole('button', { name: 'Menü' }));
    await expect.element(page.getByRole('navigation').getByRole('button', { name: 'Abmelden' }).or(page.getByRole('navigation').getByRole('link', { name: 'Hilfe' })).first()).toBeVisible();
    const interactive = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
    expect(interactive.length).toBeGreaterThan(10);
    const tooSmall = interactive.map(touchTarget).filter((target) => {
      const { width, height } = target.getBoundingClientRect();
      return width < 44 || height < 44;
    });
    expect(tooSmall.map((target) => `${Math.round(target.getBoundingClientRect().width)}×${Math.round(target.getBoundingClientRect().height)} ${target.outerHTML.slice(0, 90)}`)).toEqual([]);
  });
});

describe('issue 15: the outdoor theme "Außen" has text contrast of at least 7:1 (WCAG AAA) on the round screens', () => {
  test.each(VIEWS)('%s: axe-core color-contrast-enhanced finds no violation', async (view) => {
    chooseTheme('outdoor');
    try {
      await openOnPhone(view);
      expect(getComputedStyle(document.documentElement).fontSize).toBe('18px');
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast-enhanced'] } });
      const violations = result.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`));
      expect(violations).toEqual([]);
      expect(result.passes.flatMap((pass) => pass.nodes).length).toBeGreaterThan(10);
    } finally {
      chooseTheme(undefined);
    }
  });
});
