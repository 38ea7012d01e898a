// issue 36 items 1 and 2 (spec archive.md §2 Archive detail, Report): the round protocol PDF shows what the detail
// shows, and the printed report keeps every column on A4. Read back with pdftotext.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import type { ArchiveRoundSummary } from '../../src/shared/schema/archive';
import { serverForThisFile, test } from './server-for-this-file';

const server = serverForThisFile();
const DECIDED_ROUND = 'Demo Kontrollgang Sperre Völs';

async function pdfText(pdf: Buffer): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'hwe-paper-'));
  try {
    const file = join(directory, 'paper.pdf');
    await writeFile(file, pdf);
    return (await promisify(execFile)('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function archivedRounds(page: Page): Promise<ArchiveRoundSummary[]> {
  const answer = (await (await page.request.get(`${server().url}/hwe-api/v2/completed-measure-round`)).json()) as { rounds: ArchiveRoundSummary[] };
  return answer.rounds;
}

/** The round whose decisions 1 and 2 are both made: its protocol holds decision labels. */
async function decidedRoundId(page: Page): Promise<string> {
  return (await archivedRounds(page)).find((round) => round.mrName === DECIDED_ROUND && round.decision2Time)!.instanceId;
}

async function chooseEnglish(page: Page): Promise<void> {
  await page.goto(`${server().url}/config`);
  await page.getByLabel('Sprache').selectOption('en');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible();
}

async function downloadedProtocol(page: Page, buttonName: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const download = await downloading;
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  return pdfText(Buffer.concat(chunks));
}

const metaValue = (page: Page, label: string) => page.locator('.archive-meta tr', { has: page.getByRole('rowheader', { name: label, exact: true }) }).locator('td');

test.describe('issue 36 item 1: the PDF protocol shows what the detail shows', () => {
  test('German: Europe/Vienna named, the screen times, labels not codes, German number format', async ({ page }) => {
    await page.goto(`${server().url}/archive/${await decidedRoundId(page)}`);
    await expect(page.getByRole('heading', { level: 1, name: DECIDED_ROUND })).toBeVisible();
    await expect(metaValue(page, 'Zeitzone')).toHaveText('Europe/Vienna');
    const submitted = (await metaValue(page, 'Übermittelt').textContent())!;
    const completed = (await metaValue(page, 'Abgeschlossen').textContent())!;

    const text = await downloadedProtocol(page, 'PDF herunterladen');
    expect(text).toContain('Zeitzone: Europe/Vienna');
    expect(text).toContain(`Übermittelt: ${submitted}`);
    expect(text).toContain(`Abgeschlossen: ${completed}`);
    expect(text).toMatch(/Station\s+Parameter\s+Datum\/Zeit\s+Wert\s+Bemerkungen\s+Entscheidung 1\s+Entscheidung 2/);
    // spec §4: the decision labels, not the stored codes
    expect(text).toContain('weitere Bewertung: Bitte durch die');
    expect(text).toContain('aktuell nicht sicherheitsrelevant:');
    expect(text).not.toMatch(/FURTHER_ASSESSMENT|NOT_SAFETY_RELEVANT|ACTION_REQUIRED/);
    // spec §4 NO_STEADY_INCIDENT: the value's label alone, not the value and the unit listing all labels
    expect(text).toMatch(/\(VOE01\)\s+RI\s+\d\d\.\d\d\.\d{4} \d\d:\d\d\s+unverändert\n/);
    expect(text).not.toContain('nein/unverändert/Ereignis');
    // entry.md §9 Display: two decimals in German format
    expect(text).toMatch(/\(VOE04\)\s+WT\s+\d\d\.\d\d\.\d{4} \d\d:\d\d\s+\d+,\d\d °C/);
    expect(text).not.toMatch(/\d\.\d\d °C/);
  });

  test('English page: time zone, labels and number format in English', async ({ page }) => {
    const id = await decidedRoundId(page);
    await chooseEnglish(page);
    await page.goto(`${server().url}/archive/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: DECIDED_ROUND })).toBeVisible();
    const submitted = (await metaValue(page, 'Submitted').textContent())!;

    const text = await downloadedProtocol(page, 'Download PDF');
    expect(text).toContain('Time zone: Europe/Vienna');
    expect(text).toContain(`Submitted: ${submitted}`);
    expect(text).toMatch(/Station\s+Parameter\s+Date\/time\s+Value\s+Remarks\s+Decision 1\s+Decision 2/);
    expect(text).toContain('further assessment: Bitte durch die');
    expect(text).toContain('currently not safety-relevant:');
    expect(text).toMatch(/\(VOE01\)\s+RI\s+\d\d\/\d\d\/\d{4} \d\d:\d\d\s+unchanged\n/);
    expect(text).toMatch(/\(VOE04\)\s+WT\s+\d\d\/\d\d\/\d{4} \d\d:\d\d\s+\d+\.\d\d °C/);
    expect(text).not.toMatch(/weitere Bewertung|Zeitzone|\d,\d\d °C/);
  });
});

/** A4 portrait at 96 dpi less Chromium's default print margins (1 cm each side): the width a printed line has. */
const A4_PRINT_WIDTH_PX = Math.floor(((210 - 20) / 25.4) * 96);

/** Header cells of the report's tables whose right edge lies beyond the paper (empty: no column is cut). */
function cutColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paper = document.documentElement.clientWidth;
    return [...document.querySelectorAll('.archive table th')]
      .filter((cell) => cell.getBoundingClientRect().width > 0 && cell.getBoundingClientRect().right > paper + 0.5)
      .map((cell) => cell.textContent ?? '');
  });
}

test('issue 36 item 2: the printed report keeps every date, ΣE and the Bilder/Details columns on A4', async ({ page }) => {
  await page.goto(`${server().url}/archive`);
  await expect(page.getByText('14 von 14 Messtouren werden gefunden')).toBeVisible();
  await page.getByRole('button', { name: 'Report' }).click();
  // the report loads all 14 rounds, which takes long on a loaded machine
  await expect(page.locator('.report-matrix')).toBeVisible({ timeout: 60_000 });
  const days = await page.locator('.report-matrix thead th').allTextContents();
  // station, at least 6 dates (the audit's report), ΣE
  expect(days.length).toBeGreaterThanOrEqual(8);
  expect(days.at(-1)).toBe('ΣE');

  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: A4_PRINT_WIDTH_PX, height: 1000 });
  await expect.poll(() => cutColumns(page)).toEqual([]);

  const text = await pdfText(await page.pdf({ format: 'A4' }));
  expect(text).toContain(days.at(-2)!);
  expect(text).toContain('ΣE');
  expect(text).toMatch(/Bilder\s+Details/);
});
