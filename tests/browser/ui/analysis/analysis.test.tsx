import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Entry } from '../../../../src/shared/schema/entry';
import type { HistorySeries } from '../../../../src/shared/contract';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_ID, DEMO_ROUND_NAME, mountAt, startApp } from '../csv/mount-tools';
import { unmountScreens } from '../mount';
import { analysisHistoryOf, historyOf } from '../../worker/read-topic';

let entries: Entry[] = [];
beforeAll(async () => {
  await startApp();
  entries = (await workerApi().loadGroup(DEMO_ROUND_ID)).entries;
});
afterEach(unmountScreens);

const round = encodeURIComponent(DEMO_ROUND_NAME);

function readingsIn(series: HistorySeries, year: number): { readings: number; gaps: number } {
  let readings = 0;
  let gaps = 0;
  series.t.forEach((time, index) => {
    if (new Date(time).getFullYear() !== year) return;
    if (Number.isNaN(series.v[index])) gaps++;
    else readings++;
  });
  return { readings, gaps };
}

describe('spec archive.md §2 Analysis views', () => {
  test('Charts: one card per timeseries with the breadcrumb site, station name and number, parameter, timeseries name and a chart', async () => {
    mountAt(`/analysis/charts/${round}`);
    await expect.element(page.getByRole('heading', { name: `Diagramme: ${DEMO_ROUND_NAME}` })).toBeVisible();
    await expect.poll(() => document.querySelectorAll('.analysis-card').length, { timeout: 20_000 }).toBe(entries.length);
    const histories = (await historyOf(workerApi(), entries.map((candidate) => candidate.tsId))).series;
    const withHistory = new Set(histories.filter((series) => series.t.length > 0).map((series) => series.tsId));
    const entry = entries.find((candidate) => candidate.siteName && candidate.tsName && withHistory.has(candidate.tsId))!;
    const card = document.querySelector(`.analysis-card[data-ts-id="${entry.tsId}"]`)!;
    expect([...card.querySelectorAll('.breadcrumb li')].map((item) => item.textContent)).toEqual([
      entry.siteName,
      `${entry.staName} (${entry.staNumber})`,
      entry.tsParameter,
      entry.tsName,
    ]);
    card.scrollIntoView();
    await expect.poll(() => card.querySelector('.uplot')?.getBoundingClientRect().height, { timeout: 20_000 }).toBe(600);
  });

  test('issue 13: a chart is created when its card comes near the viewport, not all of them at once', async () => {
    mountAt(`/analysis/charts/${round}`);
    await expect.poll(() => document.querySelectorAll('.analysis-card .uplot').length, { timeout: 20_000 }).toBeGreaterThan(0);
    const histories = (await historyOf(workerApi(), entries.map((candidate) => candidate.tsId))).series;
    const withHistory = histories.filter((series) => series.t.length > 0).map((series) => series.tsId);
    expect(withHistory.length * 600).toBeGreaterThan(3 * window.innerHeight);
    const last = document.querySelector(`.analysis-card[data-ts-id="${withHistory.at(-1)}"]`)!;
    expect(last.querySelector('.uplot')).toBeNull();
    // a card far from the viewport is not even rendered (content-visibility: auto skips it)
    expect(last.querySelector('.breadcrumb')!.checkVisibility({ contentVisibilityAuto: true })).toBe(false);
    expect(last.querySelector<HTMLElement>('.near-viewport-placeholder')!.getBoundingClientRect().height).toBe(600);
    last.scrollIntoView();
    await expect.poll(() => last.querySelector('.uplot')?.getBoundingClientRect().height, { timeout: 20_000 }).toBe(600);
    expect(last.querySelector('.breadcrumb')!.checkVisibility({ contentVisibilityAuto: true })).toBe(true);
  });

  test('Table: readings and gaps per year for the current year and the 3 before; the widened plausible range with a before/after tooltip', async () => {
    const entry = entries.find((candidate) => candidate.tsPlausibilityCheck?.min !== undefined && candidate.tsPlausibilityCheck?.max !== undefined)!;
    const year = new Date().getFullYear();
    // issue 16: the table asks for the history since 1 January of the third year back, not the 2-year default window
    const series = (await analysisHistoryOf(workerApi(), [entry.tsId])).series[0];
    mountAt(`/analysis/table/${round}`);
    const row = () => document.querySelector(`.analysis-table tr[data-ts-id="${entry.tsId}"]`);
    await expect.poll(row, { timeout: 20_000 }).not.toBeNull();
    const yearHeaders = [...document.querySelectorAll('.analysis-table thead tr:first-child th')].slice(2).map((cell) => cell.textContent);
    expect(yearHeaders).toEqual([year, year - 1, year - 2, year - 3].map(String));
    const cells = [...row()!.querySelectorAll('td')].map((cell) => cell.textContent);
    const expected = [year, year - 1, year - 2, year - 3].flatMap((shown) => {
      const counts = readingsIn(series, shown);
      return [String(counts.readings), String(counts.gaps)];
    });
    expect(cells.slice(1)).toEqual(expected);
    // the demo history is two years long: nothing three years back
    expect(cells.slice(7)).toEqual(['0', '0']);

    const { min, max } = entry.tsPlausibilityCheck as { min: number; max: number };
    const margin = (max - min) * 0.1;
    const de = (value: number) => value.toFixed(2).replace('.', ',');
    expect(cells[0]).toBe(`${de(min - margin)} – ${de(max + margin)}`);
    const tooltip = row()!.querySelector('td')!.getAttribute('title');
    expect(tooltip).toBe(`Plausibler Bereich um 10 % der Spanne erweitert: vorher ${de(min)} – ${de(max)}, nachher ${de(min - margin)} – ${de(max + margin)}`);
  });

  test("Remarks: the default filter 'Datensammler|neu', remarks of the last 12 months, battery voltage and data collector", async () => {
    mountAt(`/analysis/remarks/${round}`);
    await expect.element(page.getByLabelText('Bemerkungsfilter')).toHaveValue('Datensammler|neu');
    await expect.poll(() => document.querySelectorAll('.analysis-table tbody tr').length, { timeout: 20_000 }).toBe(
      new Set(entries.map((entry) => entry.staNumber)).size,
    );
    const logger = entries.find((entry) => entry.staMetadata?.Batteriespannung);
    if (logger) {
      const cells = [...document.querySelectorAll(`tr[data-sta-number="${logger.staNumber}"] td`)].map((cell) => cell.textContent);
      expect(cells.slice(2)).toEqual([logger.staMetadata!.Batteriespannung, logger.staMetadata!.Datensammler ?? '']);
    }
    const remarks = () => [...document.querySelectorAll('.analysis-table tbody td:nth-of-type(2) li')].map((item) => item.textContent ?? '');
    const yearAgo = new Date();
    yearAgo.setMonth(yearAgo.getMonth() - 12);

    // the first station's remarks: matching ones of the last 12 months from its series' history, each text once per time
    const station = entries[0].staNumber;
    const history = (await historyOf(workerApi(), entries.filter((entry) => entry.staNumber === station).map((entry) => entry.tsId))).series;
    const expected = new Set(
      history.flatMap((series) =>
        series.remarks
          .filter((remark) => series.t[remark.index] >= yearAgo.getTime())
          .flatMap((remark) => [remark.staRemark?.text, remark.tsRemark?.text].map((text) => `${series.t[remark.index]}|${text}`))
          .filter((key) => /Datensammler|neu/i.test(key.split('|')[1] ?? '') && !key.endsWith('|undefined')),
      ),
    );
    expect(expected.size, 'the demo history has matching remarks at the first station').toBeGreaterThan(0);
    expect(document.querySelectorAll(`tr[data-sta-number="${station}"] td:nth-of-type(2) li`)).toHaveLength(expected.size);
    for (const remark of remarks()) {
      expect(remark).toMatch(/Datensammler|neu/i);
      const [day, month, yearText] = remark.slice(0, 10).split('.').map(Number);
      expect(new Date(yearText, month - 1, day + 1).getTime()).toBeGreaterThanOrEqual(yearAgo.getTime());
    }

    await page.getByLabelText('Bemerkungsfilter').fill('gibt es sicher nicht');
    await expect.poll(() => remarks().length).toBe(0);
  });
});
