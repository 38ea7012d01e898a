// issue 36 item 9 (spec archive.md §2 Report, §8 load failures): offline, a report whose rounds the device kept in
// part shows those and names the others in German or English; with none kept it fails in the page's words, never
// with the worker's English "Server not reachable: Failed to fetch".
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { workerApi } from '../../../../src/ui/worker-client';
import { pointWorkerAt, unmountScreens } from '../mount';
import { mountAt, startApp } from './mount-archive';
import { EVENT_TS_ID, postRoundWithEvent } from './round-in-archive';
import { archivedRoundNamed } from '../../worker/archive-on-server';

/** nothing listens on port 9 (discard) on the test machine: every request fails as offline */
const UNREACHABLE = 'http://127.0.0.1:9';
const NEVER_OPENED = 'Speicher Längental Messdamm';

beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  await pointWorkerAt();
  await i18next.changeLanguage('de');
});

/** A round opened once (kept on the device) and a demo round of the stored list never opened here. */
async function keptAndNeverOpened(): Promise<{ kept: string; neverOpened: string }> {
  const kept = await postRoundWithEvent();
  await workerApi().refreshArchive();
  await workerApi().openArchiveRound(kept, 'de'); // the detail opened once keeps the round
  const neverOpened = (await archivedRoundNamed(NEVER_OPENED)).instanceId;
  return { kept, neverOpened };
}

describe('issue 36 item 9: a report offline', () => {
  test('with no round kept it fails in German; with one kept it shows it and names the never-opened one, German and English', async () => {
    const { kept, neverOpened } = await keptAndNeverOpened();
    await pointWorkerAt(UNREACHABLE);

    mountAt(`/archive/report/${neverOpened}`);
    const failure = page.getByRole('alert');
    await expect.element(failure, { timeout: 20_000 }).toBeVisible();
    await expect.element(failure).toHaveTextContent('Der Server ist nicht erreichbar. Bitte prüfen Sie die Netzwerkverbindung.');
    expect(document.body.textContent).not.toMatch(/Failed to fetch|Server not reachable/);
    unmountScreens();

    mountAt(`/archive/report/${kept},${neverOpened}?title=Bericht`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Bericht' }), { timeout: 20_000 }).toBeVisible();
    // the kept round renders with its entries
    await expect.poll(() => document.querySelector(`.entry-table tr[data-ts-id="${EVENT_TS_ID}"]`)).not.toBeNull();
    const note = page.getByRole('status').filter({ hasText: 'Ohne Verbindung zum Server fehlt im Bericht 1 Messtour' });
    await expect.element(note).toBeVisible();
    await expect.element(note.getByRole('listitem')).toHaveTextContent(new RegExp(`^${NEVER_OPENED} · \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d$`));
    expect(document.body.textContent).not.toMatch(/Failed to fetch|Server not reachable/);

    await i18next.changeLanguage('en');
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Without a connection to the server, the report lacks 1 measuring tour never opened on this device:' }))
      .toBeVisible();
  });
});
