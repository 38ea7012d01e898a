import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountAt, startApp } from './mount-archive';
import { EVENT_TS_ID, postRoundWithEvent } from './round-in-archive';
import { unmountScreens } from '../mount';
import { archivedRound, archivedRoundNamed, postDecisions } from '../../worker/archive-on-server';

beforeAll(startApp);
afterEach(unmountScreens);

/** The decided round of the test plus the demo round 'Speicher Längental Messdamm' (LAE01 is a 'Betriebliche visuelle Kontrolle'). */
async function reportRounds(): Promise<string[]> {
  const own = await postRoundWithEvent();
  const round = await archivedRound(own);
  await postDecisions({
    ...round,
    entries: round.entries.map((entry) => (entry.tsId === EVENT_TS_ID ? { ...entry, decision1Value: 'FURTHER_ASSESSMENT' } : entry)),
  });
  const demo = await archivedRoundNamed('Speicher Längental Messdamm');
  return [own, demo.instanceId];
}

/** staNumber → [letters of the day columns that have one, ΣE] */
function matrix(): Record<string, [string[], string]> {
  const rows = [...document.querySelectorAll<HTMLTableRowElement>('.report-matrix tbody tr')];
  return Object.fromEntries(
    rows.map((row) => {
      const staNumber = row.querySelector('th')!.textContent!.match(/\(([^)]+)\)$/)![1];
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent!);
      return [staNumber, [cells.slice(0, -1).filter(Boolean), cells.at(-1)!]];
    }),
  );
}

describe('spec archive.md §2 Report, §4 report relevance', () => {
  test("title from the query; station × date matrix with n/u/E and ΣE; legend; 'only events with decisions'; print checkboxes", async () => {
    const ids = await reportRounds();
    mountAt(`/archive/report/${ids.join(',')}?title=${encodeURIComponent('Bericht Völs & Längental')}`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Bericht Völs & Längental' })).toBeVisible();
    await expect.poll(() => Object.keys(matrix()).sort()).toEqual(['LAE02', 'LAE09', 'VOE02', 'VOE11']);
    // LAE02: 'unverändert' and 'nein' on one day show the more severe u; stations with purpose
    // 'Betriebliche visuelle Kontrolle' (LAE01, LAE03, LAE04) are left out
    expect(matrix()).toEqual({
      VOE02: [['E'], '1'],
      VOE11: [['n'], '0'],
      LAE02: [['u'], '0'],
      LAE09: [['n'], '0'],
    });
    await expect.element(page.getByText('n = nein, u = unverändert, E = Ereignis, ΣE = Anzahl Ereignisse')).toBeVisible();

    await userEvent.click(page.getByRole('switch', { name: 'Nur Ereignisse mit Entscheidungen' }));
    await expect.poll(matrix).toEqual({ VOE02: [['E'], '1'] });
    const detailRows = () => [...document.querySelectorAll<HTMLTableRowElement>('.entry-table tbody tr[data-ts-id]')];
    expect(detailRows().map((row) => row.dataset.tsId)).toEqual([EVENT_TS_ID]);
    // the decision of the event is shown read-only below it
    expect(document.querySelector<HTMLInputElement>('tr.decision-row[data-stage="1"] input[value="FURTHER_ASSESSMENT"]')!.checked).toBe(true);

    const print = page.getByRole('checkbox', { name: 'Zeile drucken' });
    await expect.element(print).toBeChecked();
    await userEvent.click(print);
    await expect.element(print).not.toBeChecked();
    expect(detailRows()[0].classList.contains('no-print')).toBe(true);
  });

  test("without a title in the query the title is 'report {from}–{to}' over the rounds' creation days", async () => {
    const demo = await archivedRoundNamed('Speicher Längental Messdamm');
    mountAt(`/archive/report/${demo.instanceId}`);
    const day = new Date(demo.creationTime).toLocaleDateString('de-AT', { day: '2-digit', month: '2-digit', year: 'numeric' });
    await expect.element(page.getByRole('heading', { level: 1, name: `report ${day}–${day}` })).toBeVisible();
  });
});
