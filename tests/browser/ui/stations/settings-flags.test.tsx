// spec entry.md §9 flags and §3 settings, each on and off (issue 12 "settings without effect"): showTime and
// showRemark (online table, hydro input), showDetails and meviLink (group selection), disableTimezoneSelection (config).
import { format, subDays } from 'date-fns';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { editsStored } from '../../../../src/ui/state/mobile/round-actions';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
import { workerApi } from '../../../../src/ui/worker-client';
import { unmountScreens } from '../mount';
import { DEMO_ROUND_ID, DEMO_ROUND_NAME, mountAt, startApp, useSettings, cleanUpOnlineSessions } from './mount-app';
import { storedRoundView } from '../../worker/round-helpers';

const yesterday = format(subDays(new Date(), 1), 'yyyy-MM-dd');
const STATION = 'Innsbruck Universität';
const headers = () => [...document.querySelectorAll('.entry-table thead th')].map((th) => th.textContent);

beforeAll(startApp);
afterEach(cleanUpOnlineSessions);

async function openTable() {
  mountAt(`/stations/${DEMO_ROUND_ID}/${yesterday}`);
  await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent(DEMO_ROUND_NAME);
}

describe('§9 showTime and showRemark (default on): the online table', () => {
  test('on: date/time and remark columns', async () => {
    await openTable();
    expect(headers()).toEqual(expect.arrayContaining(['Datum/Zeit', 'Bemerkung']));
    await expect.element(page.getByLabelText(`${STATION} W Datum/Zeit`)).toBeVisible();
    await expect.element(page.getByLabelText(`${STATION} W Bemerkung`)).toBeVisible();
  });

  test('off: no date/time and no remark column; a typed value still gets the chosen day at the default time', async () => {
    await useSettings({ showTime: false, showRemark: false });
    await openTable();
    expect(headers()).not.toContain('Datum/Zeit');
    expect(headers()).not.toContain('Bemerkung');
    expect(document.querySelector(`[aria-label="${STATION} W Bemerkung"]`)).toBeNull();
    await userEvent.fill(page.getByLabelText(`${STATION} W Wert`), '123,5');
    await expect.poll(() => document.querySelector(`[data-status="success"]`)).not.toBeNull();
    await editsStored();
    const entry = (await storedRoundView(workerApi(), mobileStore.instanceId!)).round.entries.find((candidate) => candidate.staName === STATION && candidate.tsParameter === 'W')!;
    expect(entry.dt).toBe(new Date(`${yesterday}T12:00:00`).toISOString());
  });

  test('showRemark off hides the station remark of the hydro input, on shows it', async () => {
    const hydro = (await workerApi().listGroups()).groups.find((group) => group.mrName.includes('OWF'))!;
    mountAt(`/hydro/${hydro.mrId}`);
    await expect.poll(() => document.querySelector('.hydro-input textarea')).not.toBeNull();
    unmountScreens();
    await useSettings({ showRemark: false });
    mountAt(`/hydro/${hydro.mrId}`);
    await expect.element(page.getByRole('button', { name: 'Übertragen' })).toBeVisible();
    expect(document.querySelector('.hydro-input textarea')).toBeNull();
  });
});

describe('§9 showDetails (default on) and §3 meviLink: per group on the group selection, online only', () => {
  const ownCategory = () => page.getByRole('button', { name: /^Messtouren für demo/ });
  const demoRound = () => [...document.querySelectorAll('.category .group-item')].find((item) => item.textContent?.includes(DEMO_ROUND_NAME))!;
  async function openHome() {
    mountAt('/');
    await expect.element(ownCategory()).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => demoRound()).toBeTruthy();
  }

  test('showDetails on: charts, remarks and table per group; off: none; no meviLink: no map link', async () => {
    await openHome();
    expect([...demoRound().querySelectorAll('a.btn')].map((link) => link.textContent)).toEqual(expect.arrayContaining(['Diagramme', 'Bemerkungen', 'Tabelle']));
    expect([...demoRound().querySelectorAll('a')].some((link) => link.textContent === 'Karte')).toBe(false);
    unmountScreens();
    await useSettings({ showDetails: false });
    await openHome();
    expect([...demoRound().querySelectorAll('a.btn')].map((link) => link.textContent)).not.toEqual(expect.arrayContaining(['Diagramme']));
    expect(demoRound().querySelector('a[href*="/analysis/"]')).toBeNull();
  });

  test('meviLink set: an external map link per group with its id and name; not in offline mode', async () => {
    await useSettings({ meviLink: 'https://mevi.example/map?round={mrId}&name={mrName}' });
    await openHome();
    const link = [...demoRound().querySelectorAll('a')].find((candidate) => candidate.textContent === 'Karte')!;
    expect(link.getAttribute('href')).toBe(`https://mevi.example/map?round=${DEMO_ROUND_ID}&name=${encodeURIComponent(DEMO_ROUND_NAME)}`);
    expect(link.getAttribute('target')).toBe('_blank');
    unmountScreens();
    await useSettings({ meviLink: 'https://mevi.example/map?round={mrId}', mode: 2 });
    mountAt('/');
    await expect.element(page.getByRole('searchbox', { name: 'Filter' })).toBeVisible();
    await expect.poll(() => document.querySelectorAll('.category').length).toBeGreaterThan(0);
    expect(document.querySelector('a[href^="https://mevi.example"]')).toBeNull();
  });
});

describe('§9 disableTimezoneSelection (default off): the MEZ choice of the config screen', () => {
  test('off: the MEZ checkbox is offered; on: it is not', async () => {
    mountAt('/config');
    await expect.element(page.getByRole('checkbox', { name: /MEZ/ })).toBeVisible();
    unmountScreens();
    await useSettings({ disableTimezoneSelection: true });
    mountAt('/config');
    await expect.element(page.getByRole('button', { name: 'Speichern' })).toBeVisible();
    expect(page.getByRole('checkbox', { name: /MEZ/ }).elements()).toHaveLength(0);
  });
});
