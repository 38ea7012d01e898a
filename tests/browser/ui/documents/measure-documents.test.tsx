// spec archive.md §2 measureDocuments (/documents), §3 Measure document, §7 documents list (no-cache, If-None-Match).
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { formatDateTime } from '../../../../src/shared/format/date';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { mountAt, pointWorkerAt, startApp, UNREACHABLE_API } from '../permissions/mount-admin-screens';
import { unmountScreens } from '../mount';

/** The demo server's three documents (src/server/demo/documents.ts). */
const INSTRUCTION = 'Betriebsvorschrift Messtouren.txt';
const STATION_KEY = 'Stationsschlüssel Demo.csv';
const CHECKLIST = 'Kontrollgang Sperre Voels.pdf';

beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  store.alerts.splice(0);
  await pointWorkerAt();
});

const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('.documents-table tbody tr')];
const openLink = (filename: string) => page.getByRole('link', { name: `Öffnen: ${filename}` });

async function openDocuments(): Promise<void> {
  mountAt('/documents');
  await expect.element(page.getByRole('heading', { name: 'Messdokumente' })).toBeVisible();
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  // each row's link follows once its object URL is made
  await expect.poll(() => document.querySelectorAll('.documents-table tbody a').length).toBe(rows().length);
}

describe('spec archive.md §2 measureDocuments: file name, last change (dd.MM.yyyy HH:mm) and open', () => {
  test('every document with its file name and last-modified time in the German medium format', async () => {
    await openDocuments();
    // sorted by file name (docs/decisions/office-screens.md)
    expect(rows().map((row) => row.cells[0].textContent)).toEqual([INSTRUCTION, CHECKLIST, STATION_KEY]);
    const documents = await workerApi().getDocuments();
    for (const [index, filename] of [INSTRUCTION, CHECKLIST, STATION_KEY].entries()) {
      const md = documents.find((stored) => stored.mdFilename === filename)!;
      expect(rows()[index].cells[1].textContent).toBe(formatDateTime(md.mdLastModified, 'de', 'medium'));
      expect(rows()[index].cells[1].textContent).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    }
    await expect.element(page.getByRole('columnheader', { name: 'Zuletzt geändert' })).toBeVisible();
  });

  test('base64 content opens as a file of its own name: an object URL with the decoded bytes and content type', async () => {
    await openDocuments();
    const instruction = openLink(INSTRUCTION).element() as HTMLAnchorElement;
    expect(instruction.href).toMatch(/^blob:/);
    expect(instruction.getAttribute('download')).toBe(INSTRUCTION);
    const text = await fetch(instruction.href).then((response) => response.blob());
    expect(text.type).toBe('text/plain;charset=utf-8');
    expect(await text.text()).toMatch(/^Betriebsvorschrift Messtouren Hydrographie Tirol\n\n1\. Ablesung der Pegel täglich um 07:00 MEZ\./);

    const checklist = openLink(CHECKLIST).element() as HTMLAnchorElement;
    const pdf = await fetch(checklist.href).then((response) => response.blob());
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toMatch(/^%PDF-1\.4\n[\s\S]*Kontrollgang Sperre Voels - Checkliste[\s\S]*%%EOF\n$/);
  });

  test('the object URLs are revoked when the screen closes', async () => {
    await openDocuments();
    const href = (openLink(STATION_KEY).element() as HTMLAnchorElement).href;
    expect(await fetch(href).then((response) => response.text())).toMatch(/^Station;Nummer;Gewässer\n/);
    unmountScreens();
    await expect(fetch(href)).rejects.toThrow();
  });
});

describe('spec archive.md §7 documents list: stored copy offline', () => {
  test('without network the list is shown from the stored copy', async () => {
    await openDocuments();
    const online = rows().map((row) => [row.cells[0].textContent, row.cells[1].textContent]);
    unmountScreens();

    await pointWorkerAt(UNREACHABLE_API);
    await openDocuments();
    expect(rows().map((row) => [row.cells[0].textContent, row.cells[1].textContent])).toEqual(online);
    const instruction = openLink(INSTRUCTION).element() as HTMLAnchorElement;
    expect(await fetch(instruction.href).then((response) => response.text())).toMatch(/^Betriebsvorschrift Messtouren/);
    expect(store.alerts).toEqual([]);
  });

  test('a server without a documents list (404) shows the plain hint instead of a table', async () => {
    // the same real server, reached under a prefix where it has no documents route
    await pointWorkerAt(`${window.location.origin}/hwe-api/v2/none`);
    mountAt('/documents');
    await expect.element(page.getByText('Es sind keine Messdokumente vorhanden.')).toBeVisible();
    expect(document.querySelector('.documents-table')).toBeNull();
  });
});
