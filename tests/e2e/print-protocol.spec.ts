// spec entry.md §9 printoutHeader, printoutProtocolNumber, printoutSignatureFooter (default off), §1 "print a protocol
// of a round", §2 Meteo input print; issue 12: the printed page is the protocol (header, protocol number, entries
// table, remarks, signature footer, each by its flag). Read back from Chromium's PDF of the page with pdftotext.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { serverOfThisWorker, test } from './server-for-this-file';

const ROUND = 'Demo Pegelrunde Innsbruck';
const METEO = 'Niederschlag Wipptal';
const server = serverOfThisWorker();
type PrintFlags = Partial<Record<'printoutHeader' | 'printoutProtocolNumber' | 'printoutSignatureFooter', boolean>>;

/** The server's own configuration, with the printout flags an operator would set. */
async function withServerFlags(page: Page, flags: PrintFlags): Promise<void> {
  await page.route('**/hwe-api/v2/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...flags } });
  });
}

async function printedText(page: Page): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'hwe-print-'));
  try {
    const pdf = join(directory, 'protocol.pdf');
    await writeFile(pdf, await page.pdf({ format: 'A4' }));
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', pdf, '-']);
    return stdout;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function roundOverview(page: Page): Promise<string> {
  await page.goto(server().url);
  await page.locator('.group-item', { hasText: ROUND }).getByRole('button', { name: 'Offline erfassen' }).click();
  await expect(page).toHaveURL(/\/mobile\/[0-9a-f-]{36}\/list$/);
  const instanceId = /\/mobile\/([0-9a-f-]{36})\//.exec(page.url())![1];
  await page.getByRole('link', { name: /Innsbruck Universität \(201301\)/ }).click();
  await page.locator('[data-ts-id="201301-W"] input').first().fill('123,5');
  await page.getByLabel('Bemerkung W', { exact: true }).fill('Pegellatte verschmutzt');
  await expect(page.getByRole('status')).toHaveText('Gespeichert');
  await page.goto(`${server().url}/mobile/${instanceId}/overview`);
  await page.getByLabel('Bemerkung zur Messtour').fill('Hochwasserwelle am Vormittag');
  await expect(page.getByRole('status')).toHaveText('Gespeichert');
  return instanceId;
}

const HEADER = `Messprotokoll: ${ROUND}`;
const SIGNATURE = 'Unterschrift Beobachter/in';

test.describe('the offline round protocol per printout flag', () => {
  for (const flags of [{}, { printoutHeader: true }, { printoutProtocolNumber: true }, { printoutSignatureFooter: true }] as PrintFlags[]) {
    test(`flags ${JSON.stringify(flags)}`, async ({ page }) => {
      await withServerFlags(page, flags);
      const instanceId = await roundOverview(page);
      const text = await printedText(page);

      // always: the entries table (header row, station, value) and the remarks; never the screen's buttons or tabs
      expect(text).toMatch(/Nr\.\s+Station\s+Parameter\s+Wert\s+Datum\/Zeit/);
      expect(text).toMatch(/Innsbruck Universität \(201301\)\s+W\s+123,50/);
      expect(text).toContain('Bemerkungen');
      expect(text).toContain('Innsbruck Universität (201301) W: Pegellatte verschmutzt');
      expect(text).toContain('Bemerkung zur Messtour: Hochwasserwelle am Vormittag');
      expect(text).not.toContain('Übertragen');
      expect(text).not.toContain('Drucken');

      expect(text.includes(HEADER)).toBe(flags.printoutHeader === true);
      expect(text.includes('Gedruckt am')).toBe(flags.printoutHeader === true);
      expect(text.includes(`Protokollnummer: ${instanceId}`)).toBe(flags.printoutProtocolNumber === true);
      expect(text.includes('Protokollnummer')).toBe(flags.printoutProtocolNumber === true);
      expect(text.includes(SIGNATURE)).toBe(flags.printoutSignatureFooter === true);
      expect(text.includes('Unterschrift Verantwortliche/r')).toBe(flags.printoutSignatureFooter === true);
    });
  }
});

test('the meteo month protocol with all printout flags', async ({ page }) => {
  await withServerFlags(page, { printoutHeader: true, printoutProtocolNumber: true, printoutSignatureFooter: true });
  await page.goto(server().url);
  await page.getByRole('button', { name: /^Beobachterlisten/ }).click();
  await page.getByRole('link', { name: new RegExp(METEO) }).click();
  await expect(page).toHaveURL(/\/meteo\/[^/]+\/\d{4}-\d{2}/);
  await expect(page.locator('.meteo-table')).toBeVisible();
  const [, mrId, month] = /\/meteo\/([^/]+)\/(\d{4}-\d{2})/.exec(page.url())!;
  const text = await printedText(page);
  expect(text).toContain(`Messprotokoll: ${METEO}`);
  expect(text).toContain(`Protokollnummer: ${mrId}/`);
  expect(text).toContain(`/${month}`);
  expect(text).toMatch(/Tag\s+Zeit\s+Niederschlag\s+Niederschlagstyp\s+Schneehöhe/);
  expect(text).toMatch(new RegExp(`01\\.${month.slice(5)}\\.\\s+07:00\\s+\\d+,\\d\\d`));
  expect(text).toContain('Unterschrift Beobachter/in');
  expect(text).not.toContain('Übertragen');
});
