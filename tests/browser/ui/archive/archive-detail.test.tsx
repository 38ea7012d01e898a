import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRoot } from 'react-dom/client';
import { ArchiveImage } from '../../../../src/ui/screens/archive/ArchiveImage';
import { PDF_URL_LIFETIME_MS } from '../../../../src/ui/state/archive/archive-actions';
import { archiveStore } from '../../../../src/ui/state/archive/archive-store';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { asInstanceId, type InstanceId } from '../../../../src/shared/contract/ids';
import { mountAt, startApp, type Mounted } from './mount-archive';
import { DAM_ROUND_NAME, EVENT_TS_ID, NO_TS_ID, postRoundWithEvent, ROUND_REMARK, STEADY_TS_ID } from './round-in-archive';
import { unmountScreens } from '../mount';
import { archivedRound, archivedRoundNamed, postDecisions } from '../../worker/archive-on-server';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(() => {
  unmountScreens();
  store.alerts.splice(0);
  archiveStore.hiddenColumns = [];
  vi.restoreAllMocks();
});

async function archivedRoundId(mrName: string): Promise<InstanceId> {
  return asInstanceId((await archivedRoundNamed(mrName)).instanceId);
}

const metaValue = (label: string) =>
  [...document.querySelectorAll('.archive-meta tr')].find((row) => row.querySelector('th')?.textContent === label)?.querySelector('td')?.textContent;
const switchNeedingDecision = () => page.getByRole('switch', { name: 'Nur Einträge anzeigen, die eine Entscheidung benötigen' });
const entryRows = () => [...document.querySelectorAll<HTMLTableRowElement>('.entry-table tbody tr[data-ts-id]')];

describe('spec archive.md §2 Archive detail', () => {
  test('a round without decisions: meta table, no submit button, no print header; depth profile, facilities and a location with 6 decimals', async () => {
    mounted = mountAt(`/archive/${await archivedRoundId('Seenmessung OWF Achensee')}`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Seenmessung OWF Achensee' })).toBeVisible();
    expect(metaValue('Erstellt')).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d \(Pfurtscheller\)$/);
    // spec §5: a non-number (no decision time) displays as a dash
    expect(metaValue('Entscheidung 1')).toBe('-');
    expect(metaValue('Entscheidung 2')).toBe('-');
    expect(metaValue('Zeitzone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(page.getByRole('button', { name: 'Entscheidung speichern' }).elements()).toHaveLength(0);
    expect(page.getByLabelText('Kopfzeile für den Ausdruck').elements()).toHaveLength(0);
    await expect.element(switchNeedingDecision()).not.toBeChecked();

    await expect.element(page.getByRole('table', { name: 'Tiefenprofil' })).toBeVisible();
    const location = document.querySelector('.location')!.textContent!;
    expect(location).toMatch(/^\d+,\d{6}, \d+,\d{6}$/);
    expect(document.body.textContent).toContain('Zufahrt durch Murenabgang verlegt');
    expect(document.querySelector('.facilities .badge')?.textContent).toBe('EDIT');
    // issue 12: the chart link is an SVG icon named by a text for screen readers
    const chartLink = page.getByRole('link', { name: 'Verlauf anzeigen' }).first();
    await expect.element(chartLink).toBeVisible();
    expect(chartLink.element().querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  test('configurable columns: an optional column switched off leaves the entry table; station, date/time and value stay', async () => {
    mounted = mountAt(`/archive/${await archivedRoundId('Seenmessung OWF Achensee')}`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Seenmessung OWF Achensee' })).toBeVisible();
    const headers = () => [...document.querySelectorAll('.entry-table > thead th')].map((th) => th.textContent);
    expect(headers()).toEqual(['Station', 'Parameter', 'Datum/Zeit', 'Wert', 'Bemerkungen', 'Ort', 'Bilder', 'Details', 'Verlauf anzeigen']);
    await page.getByText('Spalten').click();
    expect(page.getByRole('checkbox', { name: 'Station' }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('checkbox', { name: 'Ort' }));
    await expect.poll(headers).toEqual(['Station', 'Parameter', 'Datum/Zeit', 'Wert', 'Bemerkungen', 'Bilder', 'Details', 'Verlauf anzeigen']);
    expect(document.querySelector('.location')).toBeNull();
  });

  test('an image that cannot be loaded shows the broken-image placeholder and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<ArchiveImage instanceId={await archivedRoundId('Seenmessung OWF Achensee')} imageName="missing.jpg" />);
    const placeholder = page.getByRole('img', { name: 'Bild konnte nicht geladen werden' });
    await expect.element(placeholder).toBeVisible();
    expect(placeholder.element().getAttribute('src')).toContain('broken-image');
    expect(warn.mock.calls.some(([message]) => String(message).includes('missing.jpg'))).toBe(true);
    root.unmount();
    container.remove();
  });

  test('PDF download: GET …/pdf as application/pdf through the worker, the object URL revoked after 300,000 ms', async () => {
    mounted = mountAt(`/archive/${await archivedRoundId('Pegel OWF Inn Oberland')}`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Pegel OWF Inn Oberland' })).toBeVisible();
    expect(document.querySelector('.discharge-details')?.textContent).toContain('Abflussmessung');
    const created = vi.spyOn(URL, 'createObjectURL');
    const timers = vi.spyOn(window, 'setTimeout');
    await page.getByRole('button', { name: 'PDF herunterladen' }).click();
    // the first PDF starts the server's layout thread pool, so it may take a few seconds under load
    await expect.poll(() => created.mock.calls.length, { timeout: 20_000 }).toBe(1);
    const pdf = created.mock.calls[0][0] as Blob;
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(PDF_URL_LIFETIME_MS).toBe(300_000);
    expect(timers.mock.calls.some(([, delay]) => delay === 300_000)).toBe(true);
  });

  test('load failure: heading groups.errorTitle, text groups.error and the error in a details block', async () => {
    mounted = mountAt('/archive/does-not-exist');
    await expect.element(page.getByRole('heading', { name: 'Fehler beim Laden der Messtouren' })).toBeVisible();
    await expect.element(page.getByText('Die Messtouren konnten nicht geladen werden.')).toBeVisible();
    expect(document.querySelector('details pre')?.textContent).toContain('NOT_FOUND 404');
  });
});

describe('spec archive.md §2/§4 Decisions in the archive detail', () => {
  test('decision 1: switch starts off, -VB digits choices, progress decided/relevant, submit with success alert and return to /archive; then decision 2', async () => {
    const instanceId = await postRoundWithEvent();
    mounted = mountAt(`/archive/${instanceId}`);
    await expect.element(page.getByRole('heading', { level: 1, name: DAM_ROUND_NAME })).toBeVisible();
    // decision 1 required: the switch starts off and every entry is listed
    await expect.element(switchNeedingDecision()).not.toBeChecked();
    expect(entryRows().map((row) => row.dataset.tsId).sort()).toEqual([EVENT_TS_ID, STEADY_TS_ID, NO_TS_ID].sort());
    // relevant: the event and the entry with a series remark
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('0 von 2 entschieden');
    // the bar keeps a minimum width of 3em at 0 %
    const fontSize = parseFloat(getComputedStyle(document.querySelector('.archive-progress .progress-bar')!).fontSize);
    expect(document.querySelector('.archive-progress .progress-bar')!.getBoundingClientRect().width).toBeGreaterThanOrEqual(3 * fontSize);

    const stage1 = document.querySelector(`tr[data-ts-id="${EVENT_TS_ID}"] + tr.decision-row[data-stage="1"]`)!;
    expect([...stage1.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['nicht relevant', 'sofort beheben', 'weitere Bewertung']);
    // the decision remark is enabled for the event, disabled for the 'nein' entry (not the incident value)
    expect(stage1.querySelector<HTMLInputElement>('input.decision-remark')!.disabled).toBe(false);
    const noStage1 = document.querySelector(`tr[data-ts-id="${NO_TS_ID}"] + tr.decision-row[data-stage="1"]`)!;
    expect(noStage1.querySelector<HTMLInputElement>('input.decision-remark')!.disabled).toBe(true);
    expect(noStage1.querySelector<HTMLFieldSetElement>('fieldset')!.disabled).toBe(false);
    // the event row is a warning (the incident value is flagged implausible)
    expect(document.querySelector(`tr[data-ts-id="${EVENT_TS_ID}"]`)!.className).toBe('row-warning');

    await userEvent.click(switchNeedingDecision());
    await expect.poll(() => entryRows().map((row) => row.dataset.tsId)).toEqual([EVENT_TS_ID, NO_TS_ID]);

    // the photo of the station remark: a thumbnail that toggles zoom, with the photo's size in MB (one decimal), not the
    // thumbnail's (issue 36 item 4)
    const thumbnail = page.getByRole('button', { name: 'Bild vergrößern oder verkleinern' });
    await expect.element(thumbnail).toHaveAttribute('aria-pressed', 'false');
    await thumbnail.click();
    await expect.element(thumbnail).toHaveAttribute('aria-pressed', 'true');
    const [imageName] = (await archivedRound(instanceId)).entries.find((entry) => entry.tsId === EVENT_TS_ID)!.staRemark!.images!;
    const { image, photoBytes } = await workerApi().getCompletedRoundImage(instanceId, imageName, {
      quality: store.settings!.showArchiveImagesQuality,
      width: store.settings!.showArchiveImagesWidth,
    });
    const stored = await workerApi().getCompletedRoundImage(instanceId, imageName);
    expect(photoBytes).toBe(stored.photoBytes);
    expect(photoBytes).not.toBe(image.size);
    const megabytes = (photoBytes / 1024 / 1024).toFixed(1).replace('.', ',');
    expect(megabytes).not.toBe('0,0');
    expect(document.querySelector('.archive-image .image-size')?.textContent).toBe(`${megabytes} MB`);

    const eventDecision = page.elementLocator(stage1);
    await userEvent.click(eventDecision.getByRole('radio', { name: 'weitere Bewertung' }));
    await userEvent.fill(eventDecision.getByLabelText('Bemerkung zur Entscheidung 1'), 'Riss beobachten');
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('1 von 2 entschieden');
    await userEvent.fill(page.getByLabelText('Team der Entscheidung'), 'Sperrenwart Test');
    // issue 10: the detail opened again shows the team typed and the decisions made, kept in the worker's draft
    mounted.unmount();
    mounted = mountAt(`/archive/${instanceId}`);
    await expect.element(page.getByLabelText('Team der Entscheidung')).toHaveValue('Sperrenwart Test');
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('1 von 2 entschieden');
    await page.getByRole('button', { name: 'Entscheidung speichern' }).click();
    // issue 33: an incomplete decision is sent only after the question naming how many are decided
    await expect.element(page.getByText('1 von 2 Einträgen entschieden. Die übrigen bleiben ohne Entscheidung. Trotzdem speichern?')).toBeVisible();
    await page.getByRole('button', { name: 'Trotzdem speichern' }).click();

    await expect.element(page.getByText(`Die Entscheidung zur Messtour ${DAM_ROUND_NAME} wurde gespeichert.`)).toBeVisible();
    expect(document.querySelector('.alert-success')).not.toBeNull();
    await expect.poll(() => mounted!.path()).toBe('/archive');
    // back in the list: the round's row shows the camera icon with its image count and the note icon of its remark
    const listRow = () => document.querySelector(`.archive-table tr[data-instance-id="${instanceId}"]`);
    await expect.poll(listRow).not.toBeNull();
    expect(listRow()!.querySelector('[aria-label="1 Bild"]')?.textContent).toBe(' 1');
    // issue 12: the camera is an SVG icon, not an emoji
    expect(listRow()!.querySelector('[aria-label="1 Bild"] svg')).not.toBeNull();
    expect(listRow()!.querySelector('[aria-label="Bemerkung vorhanden"]')).not.toBeNull();
    expect(listRow()!.querySelector('.remark-cell')?.textContent).toBe(ROUND_REMARK);

    const decided = await archivedRound(instanceId);
    const event = decided.entries.find((entry) => entry.tsId === EVENT_TS_ID)!;
    expect(event.decision1Value).toBe('FURTHER_ASSESSMENT');
    expect(event.decision1Remark?.text).toBe('Riss beobachten');
    expect(decided.decision1Team).toBe('Sperrenwart Test');
    expect(decided.userDecision2Required).toBe(true);

    // decision 2 only: the switch starts on, stage 2 choices, the print header appears (an entry has a decision)
    mounted.unmount();
    mounted = mountAt(`/archive/${instanceId}`);
    await expect.element(switchNeedingDecision()).toBeChecked();
    await expect.element(page.getByLabelText('Kopfzeile für den Ausdruck')).toBeVisible();
    expect(metaValue('Entscheidung 1')).toMatch(/\(Sperrenwart Test\)$/);
    const stage2 = document.querySelector('tr.decision-row[data-stage="2"]')!;
    expect([...stage2.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      '(keine)',
      'Handlung erforderlich',
      'aktuell nicht sicherheitsrelevant',
      'weitere Bewertung',
    ]);
    // stage 1 is shown read-only
    expect(document.querySelector<HTMLFieldSetElement>('tr.decision-row[data-stage="1"] fieldset')!.disabled).toBe(true);
  });

  test('issue 33: a decision of none of the relevant entries is not sent; the page says so', async () => {
    const instanceId = await postRoundWithEvent();
    mounted = mountAt(`/archive/${instanceId}`);
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('0 von 2 entschieden');
    await page.getByRole('button', { name: 'Entscheidung speichern' }).click();
    await expect
      .element(page.getByText('Noch keiner der 2 Einträge ist entschieden. Bitte wählen Sie zumindest eine Entscheidung oder schreiben Sie eine Bemerkung.'))
      .toBeVisible();
    expect(page.getByRole('button', { name: 'Trotzdem speichern' }).elements()).toHaveLength(0);
    expect((await archivedRound(instanceId)).decision1Time).toBeUndefined();
    expect(mounted.path()).toBe(`/archive/${instanceId}`);
  });

  test('issue 33 / spec §8: the second decider reads alert-danger api.postTimeseriesError naming who decided first and when, and the fresh round', async () => {
    const instanceId = await postRoundWithEvent();
    mounted = mountAt(`/archive/${instanceId}`);
    await expect.element(page.getByRole('button', { name: 'Entscheidung speichern' })).toBeVisible();
    const stage1 = page.elementLocator(document.querySelector(`tr[data-ts-id="${EVENT_TS_ID}"] + tr.decision-row[data-stage="1"]`)!);
    await userEvent.click(stage1.getByRole('radio', { name: 'sofort beheben' }));
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('1 von 2 entschieden');
    // meanwhile another decider (another tab) decides stage 1
    const round = await archivedRound(instanceId);
    const decided = await postDecisions({
      ...round,
      decision1Team: 'Sperrenwart Nebenan',
      entries: round.entries.map((entry) => (entry.tsId === EVENT_TS_ID ? { ...entry, decision1Value: 'NOT_RELEVANT' } : entry)),
    });
    expect(decided).toBeUndefined();

    await page.getByRole('button', { name: 'Entscheidung speichern' }).click();
    await page.getByRole('button', { name: 'Trotzdem speichern' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Speichern der Daten' });
    await expect.element(alert).toBeVisible();
    expect(alert.element().className).toContain('alert-danger');
    expect(alert.element().textContent).toMatch(
      /Entscheidung 1 wurde bereits von demo \(Sperrenwart Nebenan\) am \d\d\.\d\d\.\d{4} \d\d:\d\d gespeichert\. Die Messtour wurde neu geladen/,
    );
    // the fresh round: decision 1 by the other team, nothing left to decide here (NOT_RELEVANT completes it)
    await expect.poll(() => metaValue('Entscheidung 1')).toMatch(/\(Sperrenwart Nebenan\)$/);
    await expect.poll(() => page.getByRole('button', { name: 'Entscheidung speichern' }).elements().length).toBe(0);
    expect(mounted.path()).toBe(`/archive/${instanceId}`);
    const stored = (await archivedRound(instanceId)).entries.find((entry) => entry.tsId === EVENT_TS_ID)!;
    expect(stored.decision1Value).toBe('NOT_RELEVANT');
  });
});
