// issue 12: at 1280 px the online tables fit the screen — the stations table with its duplicate button and the
// meteo table with its remark column (spec entry.md §2 Online tabular input, Meteo input), no horizontal overflow.
import { format, subDays } from 'date-fns';
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import '../../../../src/ui/styles.css';
import { mezToday } from '../../../../src/shared/rules/meteo-rows';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_ID, mountAt, startApp } from '../stations/mount-app';
import { unmountScreens } from '../mount';

const WIDTH = 1280;
const METEO_ROUND_ID = 402;

beforeAll(startApp);
beforeEach(() => page.viewport(WIDTH, 800));
afterEach(async () => {
  unmountScreens();
  const copies = await workerApi().listOfflineRounds();
  await workerApi().deleteOfflineRounds(copies.map((copy) => copy.instanceId));
});

/** Everything the page lays out lies within the viewport: no horizontal scrolling of the page or the table. */
function expectNoHorizontalOverflow(table: HTMLElement) {
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(WIDTH);
  const wrap = table.parentElement!;
  expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth);
}

function expectWithinViewport(element: Element | null) {
  expect(element).not.toBeNull();
  const box = element!.getBoundingClientRect();
  expect(box.width).toBeGreaterThan(0);
  expect(box.right).toBeLessThanOrEqual(WIDTH);
}

test('the stations table fits 1280 px with the duplicate button visible', async () => {
  mountAt(`/stations/${DEMO_ROUND_ID}/${format(subDays(new Date(), 1), 'yyyy-MM-dd')}`);
  await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Demo Pegelrunde Innsbruck');
  const table = document.querySelector<HTMLElement>('.entry-table')!;
  expectNoHorizontalOverflow(table);
  expectWithinViewport(table.querySelector('button[aria-label$="Duplizieren"]'));
  expectWithinViewport(table.querySelector('input.remark'));
});

test('the meteo table fits 1280 px with the remark column visible', async () => {
  mountAt(`/meteo/${METEO_ROUND_ID}/${mezToday(new Date()).slice(0, 7)}`);
  await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Niederschlag Ötztal und Pitztal');
  const table = document.querySelector<HTMLElement>('.meteo-table')!;
  await expect.poll(() => table.querySelector('input.remark')).not.toBeNull();
  expectNoHorizontalOverflow(table);
  expectWithinViewport(table.querySelector('thead th:last-child'));
  expectWithinViewport(table.querySelector('input.remark'));
});
