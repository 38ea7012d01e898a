// issue 36 item 18 (spec entry.md §2 online tabular input on a phone; archive.md §2 the page title names the group)
// and item 21 (the row button "Duplizieren" never breaks inside the word at 1280 px).
import { format, subDays } from 'date-fns';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { store } from '../../../../src/ui/state/store';
import { cleanUpOnlineSessions, DEMO_ROUND_ID, DEMO_ROUND_NAME, mountAt, startApp } from './mount-app';

const yesterday = format(subDays(new Date(), 1), 'yyyy-MM-dd');

beforeAll(startApp);
afterEach(cleanUpOnlineSessions);

test('issue 36 item 18: on a 360 px phone the table does not scroll sideways, and the page is titled with the round name', async () => {
  await page.viewport(360, 740);
  // opened straight from a link: the group list is not loaded yet
  const groups = store.groups.list;
  store.groups.list = [];
  try {
    mountAt(`/stations/${DEMO_ROUND_ID}/${yesterday}`);
    await expect.element(page.getByLabelText('Innsbruck Universität W Wert')).toBeVisible();
    await expect.poll(() => document.title).toBe(`${DEMO_ROUND_NAME} – Handeingabe`);
    expect(document.title).not.toContain(String(DEMO_ROUND_ID));
    const table = document.querySelector('.entry-table') as HTMLElement;
    const wide = [...table.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > 360).map((element) => element.tagName + '.' + element.className);
    expect(wide).toEqual([]);
    expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // every cell still says which column it is
    const cell = page.getByLabelText('Innsbruck Universität W Wert').element().closest('td')!;
    expect(getComputedStyle(cell, '::before').content).toBe('"Wert"');
  } finally {
    store.groups.list = groups;
  }
});

test('issue 36 item 21: "Duplizieren" stays on one line at 1280 px', async () => {
  await page.viewport(1280, 800);
  mountAt(`/stations/${DEMO_ROUND_ID}/${yesterday}`);
  const button = page.getByRole('button', { name: 'Innsbruck Universität W Duplizieren' });
  await expect.element(button).toBeVisible();
  const range = document.createRange();
  range.selectNodeContents(button.element());
  const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  expect(lineTops.size).toBe(1);
});
