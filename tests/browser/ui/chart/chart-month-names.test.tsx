// issue 36 item 7: the chart's time axis names months in the page's language (de-AT "Mär", "Mai" were "Mar", "May").
import uPlot from 'uplot';
import { afterEach, describe, expect, test, vi } from 'vitest';
import HistoryChart from '../../../../src/ui/screens/chart/HistoryChart';
import { mountElement, unmountScreens } from '../mount';

afterEach(() => {
  unmountScreens();
  vi.restoreAllMocks();
});

/** a year of daily readings, so the axis counts in months */
const t = Float64Array.from({ length: 365 }, (_, day) => Date.UTC(2026, 0, 1) + day * 86_400_000);
const v = Float64Array.from(t, (_, day) => 100 + Math.sin(day / 20));

/** The axis' month labels for March and May, through the date formatters the chart gave uPlot. */
async function monthLabels(locale: 'de' | 'en'): Promise<string[]> {
  const factory = vi.spyOn(uPlot, 'fmtDate');
  mountElement(<HistoryChart readings={{ t, v, gaps: [] }} inverted={false} label="W" locale={locale} />);
  await expect.poll(() => document.querySelector('.history-chart .uplot')).not.toBeNull();
  const names = factory.mock.calls.map(([, dateNames]) => dateNames).find(Boolean)!;
  return [new Date(2026, 2, 1), new Date(2026, 4, 1)].map(uPlot.fmtDate('{MMM}', names));
}

describe('issue 36 item 7: chart month labels', () => {
  test('German on the German page, English on the English page', async () => {
    expect(await monthLabels('de')).toEqual(['Mär', 'Mai']);
    unmountScreens();
    vi.restoreAllMocks();
    expect(await monthLabels('en')).toEqual(['Mar', 'May']);
  });
});
