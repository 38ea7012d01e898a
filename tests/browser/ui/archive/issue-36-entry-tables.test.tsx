// issue 36 item 13 (spec archive.md §2 Sorting: first click ascending, second descending, third clears; staOrdinal,
// value and dt numerically) on the entry tables of the detail and the report, and item 17: the archive's plausibility
// text (spec entry.md §5 / archive.md §5 implausible value) is worded by the page, German or English.
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_ID, unmountScreens } from '../mount';
import { mountAt, startApp } from './mount-archive';
import { EVENT_TS_ID, NO_TS_ID, postRoundWithEvent, STEADY_TS_ID } from './round-in-archive';
import { archivedRound } from '../../worker/archive-on-server';
import { editedRoundView } from '../../worker/round-helpers';

beforeAll(async () => {
  await startApp();
  // the table layout with its header (a phone shows each entry as a card)
  await page.viewport(1280, 800);
});
afterEach(async () => {
  unmountScreens();
  await i18next.changeLanguage('de');
});

/** the tsIds of the entry rows in the order shown */
const shownTsIds = () => [...document.querySelectorAll<HTMLTableRowElement>('.entry-table tbody tr[data-ts-id]')].map((row) => row.dataset.tsId!);
const sortButton = (name: string) => page.getByRole('columnheader', { name }).getByRole('button');

describe('issue 36 item 13: the entry tables of the detail and the report sort by their columns', () => {
  // the round's values: VOE02 = 2 (Ereignis), VOE11 = 0 (nein), VOE03 = 1 (unverändert)
  test('detail: value ascending, descending, cleared; station by staOrdinal; the header says the direction', async () => {
    const instanceId = await postRoundWithEvent();
    mountAt(`/archive/${instanceId}`);
    // all entries (the round holds the three with a value)
    const onlyNeedingDecision = page.getByRole('switch');
    await expect.element(onlyNeedingDecision).toBeVisible();
    if ((onlyNeedingDecision.element() as HTMLInputElement).checked) await userEvent.click(onlyNeedingDecision);
    await expect.poll(() => shownTsIds().length).toBe(3);
    const original = shownTsIds();

    await userEvent.click(sortButton('Wert'));
    await expect.poll(shownTsIds).toEqual([NO_TS_ID, STEADY_TS_ID, EVENT_TS_ID]);
    expect(document.querySelector('.entry-table th[aria-sort="ascending"]')?.textContent?.trim()).toBe('Wert');

    await userEvent.click(sortButton('Wert'));
    await expect.poll(shownTsIds).toEqual([EVENT_TS_ID, STEADY_TS_ID, NO_TS_ID]);
    expect(document.querySelector('.entry-table th[aria-sort="descending"]')?.textContent?.trim()).toBe('Wert');

    await userEvent.click(sortButton('Wert'));
    await expect.poll(shownTsIds).toEqual(original);

    // station: by the route's staOrdinal; descending puts the last station first
    await userEvent.click(sortButton('Station'));
    await userEvent.click(sortButton('Station'));
    await expect.poll(() => shownTsIds()[0]).not.toBe(original[0]);
    const round = await archivedRound(instanceId);
    const ordinal = (tsId: string) => round.entries.find((entry) => entry.tsId === tsId)?.staOrdinal ?? -1;
    const ordinals = shownTsIds().map(ordinal).filter((value) => value >= 0);
    expect(ordinals).toEqual([...ordinals].sort((a, b) => b - a));

    await i18next.changeLanguage('en');
    await expect.poll(() => [...document.querySelectorAll('.entry-table th')].map((cell) => cell.textContent?.trim())).toContain('Value');
  });

  test('report: the round table sorts by value', async () => {
    const instanceId = await postRoundWithEvent();
    mountAt(`/archive/report/${instanceId}`);
    await expect.poll(shownTsIds).toEqual([EVENT_TS_ID, NO_TS_ID]);
    await userEvent.click(sortButton('Wert'));
    await expect.poll(shownTsIds).toEqual([NO_TS_ID, EVENT_TS_ID]);
    await userEvent.click(sortButton('Wert'));
    await expect.poll(shownTsIds).toEqual([EVENT_TS_ID, NO_TS_ID]);
  });
});

describe('issue 36 item 17: the archive words the implausible value in the page language', () => {
  test('German, then English with English numbers', async () => {
    const api = workerApi();
    const view = await api.createOfflineRound(DEMO_ROUND_ID);
    const index = view.round.entries.findIndex((entry) => entry.staName === 'Innsbruck Universität' && entry.tsParameter === 'W');
    await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: view.rows[index].entryKey, patch: { value: 12345.5 } }]);
    await api.postRound(view.round.instanceId);
    mountAt(`/archive/${view.round.instanceId}`);
    const text = () => document.querySelector(`tr[data-ts-id="${view.round.entries[index].tsId}"] .implausible-text`)?.textContent;
    await expect.poll(text, { timeout: 20_000 }).toBe('Wert 12345,50 außerhalb des plausiblen Bereichs 0,00 – 650,00 (Abweichung 11695,50)');
    await i18next.changeLanguage('en');
    await expect.poll(text).toBe('Value 12345.50 outside the plausible range 0.00 – 650.00 (deviation 11695.50)');
  });
});
