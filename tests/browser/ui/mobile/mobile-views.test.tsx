import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountAt, newDemoRound, resetSettings, startApp, storedEntry, storedRound, useSettings, type Mounted } from './mount-app';
import { unmountScreens } from '../mount';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(unmountScreens);

describe('spec entry.md §2 Mobile shortcuts g s / g e / g i / g u', () => {
  test('g then a letter within 1 s opens list, input, metadata and overview; a late letter does nothing', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.element(page.getByRole('progressbar')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();

    await userEvent.keyboard('ge');
    await expect.poll(() => mounted!.path()).toBe(`/mobile/${view.round.instanceId}/input/201301`);
    await userEvent.keyboard('{F8}');
    await expect.poll(() => mounted!.path()).toBe(`/mobile/${view.round.instanceId}/input/201302`);
    await userEvent.keyboard('gi');
    await expect.poll(() => mounted!.path()).toBe(`/mobile/${view.round.instanceId}/metadata/201302`);
    await userEvent.keyboard('gu');
    await expect.poll(() => mounted!.path()).toBe(`/mobile/${view.round.instanceId}/overview`);
    await userEvent.keyboard('gs');
    await expect.poll(() => mounted!.path()).toBe(`/mobile/${view.round.instanceId}/list`);

    await userEvent.keyboard('g');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('u');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mounted!.path()).toBe(`/mobile/${view.round.instanceId}/list`);
  });
});

describe('spec entry.md §2 Mobile metadata', () => {
  test('station attributes as text and coordinates with 6 decimals', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/metadata/201306`);
    await expect.element(page.getByRole('heading', { name: 'Grundwasser Innsbruck: Sonde Reichenau (201306)' })).toBeVisible();
    await expect.element(page.getByText('47,311670')).toBeVisible();
    await expect.element(page.getByText('11,371940')).toBeVisible();
    await expect.element(page.getByText('Messpunkthöhe')).toBeVisible();
    await expect.element(page.getByText('593.56')).toBeVisible();
    await expect.element(page.getByText('Katharina Spiss')).toBeVisible();
  });
});

describe('spec entry.md §4 facility actions, §5 serial rules (metadata view)', () => {
  test('EDIT enables the attributes and can be discarded; a NEW device needs a serial that no other device uses', async () => {
    const view = await newDemoRound();
    const instanceId = view.round.instanceId;
    mounted = mountAt(`/mobile/${instanceId}/metadata/201303`);
    const name = page.getByRole('textbox', { name: 'Bezeichnung' }).first();
    await expect.element(name).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Bearbeiten' }).first());
    await expect.element(name).toBeEnabled();
    await userEvent.fill(name, 'Datensammler Hall neu');
    let station = (await storedRound(instanceId)).round.entries.filter((entry) => entry.staNumber === '201303');
    expect(station.every((entry) => entry.staFacilities?.[0]?.$action === 'EDIT' && entry.staFacilities[0].name === 'Datensammler Hall neu')).toBe(true);
    expect((await storedRound(instanceId)).progress.completed).toBe(1);
    await userEvent.click(page.getByRole('button', { name: 'Änderungen verwerfen' }));
    await expect.element(name).toHaveValue('Datensammler Hall Innsteg');
    await expect.element(name).toBeDisabled();

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Modell' }), 'OTT netDL 500');
    await userEvent.click(page.getByRole('button', { name: 'Neues Gerät' }));
    await expect.element(page.getByText('Die Seriennummer ist leer')).toBeVisible();
    const serials = page.getByRole('textbox', { name: 'Seriennummer' });
    await userEvent.fill(serials.nth(2), 'LAGER-7672-1');
    await expect.element(page.getByText('Die Seriennummer wird bereits verwendet: Lager Innsbruck Herrengasse (201314)')).toBeVisible();
    await userEvent.fill(serials.nth(2), 'DL-NEU-1');
    await expect.element(page.getByText(/Die Seriennummer/)).not.toBeInTheDocument();
    station = (await storedRound(instanceId)).round.entries.filter((entry) => entry.staNumber === '201303');
    expect(station[0].staFacilities?.[2]).toMatchObject({ $action: 'NEW', number: 'DL-NEU-1' });
    await userEvent.click(page.getByRole('button', { name: 'Gerät löschen' }));
    await expect.poll(async () => (await storedRound(instanceId)).round.entries.find((entry) => entry.staNumber === '201303')?.staFacilities).toHaveLength(2);
  });
});

describe('spec entry.md §4 facility MOVE', () => {
  test('a device is installed from storage at another station, or moved from a station to storage only', async () => {
    const view = await newDemoRound();
    const instanceId = view.round.instanceId;
    mounted = mountAt(`/mobile/${instanceId}/metadata/201303`);
    const moveAt201303 = page.getByRole('combobox', { name: 'Umsetzen nach' }).first();
    await expect.element(moveAt201303).toBeVisible();
    const targets = [...(moveAt201303.element() as HTMLSelectElement).options].map((option) => option.text).filter(Boolean);
    expect(targets).toEqual(['Lager Innsbruck Herrengasse (201314)']);
    mounted.unmount();

    mounted = mountAt(`/mobile/${instanceId}/metadata/201314`);
    const moveFromStorage = page.getByRole('combobox', { name: 'Umsetzen nach' }).first();
    await expect.element(moveFromStorage).toBeVisible();
    // the 13 other stations and the empty choice
    expect((moveFromStorage.element() as HTMLSelectElement).options.length).toBe(14);
    await userEvent.selectOptions(moveFromStorage, 'Hall Innsteg (201303)');
    await expect.element(page.getByText('umgesetzt')).toBeVisible();
    const device = (await storedRound(instanceId)).round.entries.find((entry) => entry.staNumber === '201314')!.staFacilities![0];
    expect(device.$action).toBe('MOVE');
    expect(Object.values(device.stations ?? {})).toContain('201303');
  });
});

async function jpegFile(width: number, height: number): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#3a7';
  context.fillRect(0, 0, width, height);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  return new File([blob], 'pegel.jpg', { type: 'image/jpeg' });
}

describe('spec entry.md §2 Mobile photo', () => {
  test('a chosen photo is stored with the station remark and shown; deleting asks mobile.deletePhotoPrompt', async () => {
    const view = await newDemoRound();
    const instanceId = view.round.instanceId;
    mounted = mountAt(`/mobile/${instanceId}/photo/201301`);
    await expect.element(page.getByText('Noch keine Fotos.')).toBeVisible();

    await userEvent.upload(page.getByLabelText('Foto auswählen'), await jpegFile(320, 240));
    await expect.element(page.getByRole('img')).toBeVisible();
    const stored = storedEntry(await storedRound(instanceId), '201301', 'W');
    expect(stored.staRemark?.images).toHaveLength(1);

    await userEvent.click(page.getByRole('button', { name: 'Foto löschen' }));
    await expect.element(page.getByRole('dialog')).toHaveTextContent('Soll das Foto wirklich gelöscht werden?');
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Noch keine Fotos.')).toBeVisible();
    expect(storedEntry(await storedRound(instanceId), '201301', 'W').staRemark?.images ?? []).toHaveLength(0);
  });

  test('a series photo goes to the chosen series remark', async () => {
    const view = await newDemoRound();
    const instanceId = view.round.instanceId;
    mounted = mountAt(`/mobile/${instanceId}/photo/201301`);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Foto für' }), 'WT');
    await userEvent.upload(page.getByLabelText('Foto auswählen'), await jpegFile(200, 100));
    await expect.element(page.getByRole('img')).toBeVisible();
    const stored = await storedRound(instanceId);
    expect(storedEntry(stored, '201301', 'WT').tsRemark?.images).toHaveLength(1);
    expect(storedEntry(stored, '201301', 'W').staRemark?.images ?? []).toHaveLength(0);
  });
});

describe('spec entry.md §1 interface language German (default) or English', () => {
  test('the mobile screens follow the chosen language', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('0 von 12 Stationen erfasst (0 %)');
    await i18next.changeLanguage('en');
    try {
      await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('0 of 12 stations recorded (0 %)');
      await expect.element(page.getByRole('checkbox', { name: 'Hide visited' })).toBeVisible();
      await expect.element(page.getByRole('link', { name: 'Overview' })).toBeVisible();
    } finally {
      await i18next.changeLanguage('de');
    }
  });
});

describe('usable with gloves on a 360 px phone (task: big touch targets ≥ 44 px, no horizontal scrolling)', () => {
  const tooSmall = () =>
    [...document.querySelectorAll<HTMLElement>('.mobile button, .mobile select, .mobile input:not([type="checkbox"]):not([type="file"]), .mobile textarea, .mobile-tabs a, .station-link, .toggle, .file-button')]
      .filter((element) => element.offsetParent !== null)
      .filter((element) => element.getBoundingClientRect().height < 44)
      .map((element) => element.outerHTML.slice(0, 80));

  test.each(['list', 'input/201304', 'input/201313', 'overview', 'metadata/201303', 'photo/201301'])('%s', async (path) => {
    await page.viewport(360, 740);
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/${path}`);
    await expect.element(page.getByRole('link', { name: 'Übersicht' })).toBeVisible();
    await expect.poll(() => document.querySelectorAll('.mobile button, .mobile .file-button').length).toBeGreaterThan(0);
    expect(tooSmall()).toEqual([]);
    const section = document.querySelector('.mobile') as HTMLElement;
    expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});

describe('spec entry.md §9 showMobileStaRemark TOP (default), BOTTOM or off', () => {
  test.each([
    ['TOP', 'first'],
    ['BOTTOM', 'last'],
    ['off', 'none'],
  ] as const)('%s', async (position, where) => {
    await useSettings({ showMobileStaRemark: position });
    try {
      const view = await newDemoRound();
      mounted = mountAt(`/mobile/${view.round.instanceId}/input/201301`);
      await expect.element(page.getByRole('heading', { level: 2 })).toBeVisible();
      // the station's body follows its head a frame later (issue 13)
      const body = '.station-input > .station-body:not([hidden])';
      await expect.poll(() => document.querySelectorAll(`${body} > .series-input`).length).toBeGreaterThan(0);
      const blocks = [...document.querySelectorAll(`${body} > .remark-input, ${body} > .series-input, ${body} > .depth-profile`)];
      const index = blocks.findIndex((block) => block.classList.contains('remark-input'));
      const seriesIndexes = blocks.flatMap((block, i) => (block.classList.contains('series-input') ? [i] : []));
      if (where === 'none') expect(index).toBe(-1);
      if (where === 'first') expect(index).toBeLessThan(seriesIndexes[0]);
      if (where === 'last') expect(index).toBeGreaterThan(seriesIndexes.at(-1)!);
    } finally {
      await resetSettings();
    }
  });
});
