import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { isAxisInverted } from '../../../../src/ui/format/axis';
import type { Entry } from '../../../../src/shared/schema/entry';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_ID, mountAt, startApp, type Mounted } from '../csv/mount-tools';
import { unmountScreens } from '../mount';
import { historyOf } from '../../worker/read-topic';

let mounted: Mounted | undefined;
let demoEntries: Entry[] = [];
beforeAll(async () => {
  await startApp();
  demoEntries = (await workerApi().loadGroup(DEMO_ROUND_ID)).entries;
});
afterEach(() => {
  unmountScreens();
  document.body.style.width = '';
});

async function groundwaterEntries(): Promise<Entry[]> {
  const { groups } = await workerApi().listGroups();
  const round = groups.find((group) => group.mrName === 'Grundwasser UWQ Inntal')!;
  return (await workerApi().loadGroup(round.mrId)).entries;
}

const tableDates = () => [...document.querySelectorAll('.history-table tbody tr td:first-child')].map((cell) => cell.textContent);
const asTime = (text: string | null) => {
  const [day, month, year, hour, minute] = (text ?? '').split(/[.: ]/).map(Number);
  return new Date(year, month - 1, day, hour, minute).getTime();
};

describe('spec archive.md §2 Timeseries chart, entry.md §9 chart 800×600', () => {
  test('chart and value history of one timeseries, newest first; the logo is hidden on this screen', async () => {
    const entry = demoEntries.find((candidate) => candidate.inputType === 'NUMBER')!;
    const history = (await historyOf(workerApi(), [entry.tsId])).series[0];
    mounted = mountAt(`/timeseriesChart/${encodeURIComponent(entry.tsId)}`);
    await expect.element(page.getByRole('heading', { name: `${entry.staName} / ${entry.staNumber} / ${entry.tsParameter}` , exact: false })).toBeVisible();
    await expect.poll(() => document.querySelector('.history-chart canvas')).not.toBeNull();
    expect(store.logoHidden).toBe(true);

    const dates = tableDates();
    expect(dates).toHaveLength(history.t.length);
    const toMinute = (time: number) => Math.floor(time / 60_000) * 60_000;
    expect(asTime(dates[0])).toBe(toMinute(history.t[history.t.length - 1]));
    // newest first: other tests may post readings at the same minute, so neighbours may be equal
    const times = dates.map(asTime);
    times.slice(1).forEach((time, i) => expect(time).toBeLessThanOrEqual(times[i]));
    expect(times[0]).toBeGreaterThan(times[times.length - 1]);
    mounted.unmount();
    mounted = undefined;
    expect(store.logoHidden).toBe(false);
  });

  test('the chart is 600 px high and follows its container width (500 px here)', async () => {
    const entry = demoEntries.find((candidate) => candidate.inputType === 'NUMBER')!;
    document.body.style.width = '500px';
    mounted = mountAt(`/timeseriesChart/${encodeURIComponent(entry.tsId)}`);
    await expect.poll(() => document.querySelector<HTMLElement>('.history-chart .uplot')?.getBoundingClientRect().width).toBe(500);
    const canvas = document.querySelector<HTMLCanvasElement>('.history-chart canvas')!;
    expect(canvas.getBoundingClientRect().height).toBeLessThanOrEqual(600);
    expect(document.querySelector<HTMLElement>('.history-chart .uplot')!.getBoundingClientRect().height).toBe(600);
  });

  test("a timeseries without history shows 'No historic readings available' (German text)", async () => {
    mounted = mountAt('/timeseriesChart/UNKNOWN-SERIES');
    await expect.element(page.getByText('Keine historischen Messwerte vorhanden')).toBeVisible();
    expect(document.querySelector('.history-chart')).toBeNull();
  });

  test('entry.md §5 Chart: a W series with a Messpunkthöhe is drawn negated; a series without one is not', async () => {
    const entries = await groundwaterEntries();
    const invertedEntry = entries.find((entry) => isAxisInverted(entry.tsParameter, entry.staMetadata, '^W'));
    expect(invertedEntry, 'the groundwater round has a W series with a Messpunkthöhe').toBeDefined();
    mounted = mountAt(`/timeseriesChart/${encodeURIComponent(invertedEntry!.tsId)}`);
    await expect.element(page.getByText('Werte negiert (Abstich unter Messpunkt)')).toBeVisible();
    mounted.unmount();

    const plain = demoEntries.find((entry) => !isAxisInverted(entry.tsParameter, entry.staMetadata, '^W') && entry.inputType === 'NUMBER')!;
    mounted = mountAt(`/timeseriesChart/${encodeURIComponent(plain.tsId)}`);
    await expect.poll(() => document.querySelector('.history-chart canvas')).not.toBeNull();
    expect(document.body.textContent).not.toContain('Werte negiert');
  });
});
