import type { Entry } from '../../../../src/shared/schema/entry';
import { describe, expect, test } from 'vitest';
import { subYears } from 'date-fns';
import { generateDemoData } from '../../../../src/server/demo/generate';

const today = new Date('2025-06-15T05:30:00Z');
const data = generateDemoData({ today });
const entries = data.rounds.flatMap((round) => round.entries);
const entryOf = new Map<string, Entry>(entries.map((entry) => [entry.tsId, entry]));
const DAY_MS = 86_400_000;

const monthOf = (time: number) => new Date(time).getUTCMonth() + 1;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('spec entry.md §3 Historic value: two years of daily history for every timeseries', () => {
  test('at least 500 timeseries have history, one per round timeseries', () => {
    expect(data.history.length).toBeGreaterThanOrEqual(500);
    expect(new Set(data.history.map((series) => series.tsId))).toEqual(new Set(entryOf.keys()));
  });

  test('at least 500 series: daily readings at 07:00 MEZ from two years back up to the latest one not after today', () => {
    // today 05:30 UTC is before the 06:00 UTC reading, so the latest reading is yesterday's
    const last = Date.UTC(2025, 5, 14, 6);
    const twoYearsBefore = subYears(new Date(last), 2).getTime();
    const full = data.history.filter((series) => series.t.at(-1) === last && series.t[0] <= twoYearsBefore);
    expect(full.length).toBeGreaterThanOrEqual(500);
    const notDaily = data.history.filter(
      (series) => series.v.length !== series.t.length || series.t.some((time, i) => i > 0 && time - series.t[i - 1] !== DAY_MS),
    );
    expect(notDaily.map((series) => series.tsId)).toEqual([]);
  });

  test('entry.md §4 meteo rows: one meteo round still lacks its last days, so they are editable; the others end today', () => {
    const last = Date.UTC(2025, 5, 14, 6);
    const meteoRounds = data.rounds.filter((round) => round.mrName.includes('Niederschlag'));
    const lastReading = (round: (typeof meteoRounds)[number]) =>
      new Set(round.entries.map((entry) => data.history.find((series) => series.tsId === entry.tsId)!.t.at(-1)));
    const ends = meteoRounds.map(lastReading);
    expect(ends.filter((end) => end.size === 1 && end.has(last)).length).toBeGreaterThanOrEqual(1);
    const pending = ends.filter((end) => end.size === 1 && [...end][0]! < last);
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect([...pending[0]][0]).toBeGreaterThanOrEqual(last - 7 * DAY_MS);
    const otherEnds = new Set(data.history.filter((series) => !meteoRounds.some((round) => round.entries.some((entry) => entry.tsId === series.tsId))).map((series) => series.t.at(-1)));
    expect(otherEnds).toEqual(new Set([last]));
  });

  test('a reading on today itself once today is past 07:00 MEZ', () => {
    const later = generateDemoData({ today: new Date('2025-06-15T06:00:00Z') });
    expect(later.history[0].t.at(-1)).toBe(Date.UTC(2025, 5, 15, 6));
  }, 20_000);

  test('some gaps (null) but mostly values', () => {
    const values = data.history.flatMap((series) => series.v);
    const gaps = values.filter((value) => value === null).length;
    expect(gaps).toBeGreaterThan(0);
    expect(gaps / values.length).toBeLessThan(0.05);
  });
});

describe('spec entry.md §5 Plausibility: the ranges hold most history values', () => {
  test('at least 99 % of all ranged values and 95 % of every series lie within min/max', () => {
    let inside = 0;
    let total = 0;
    let outliers = 0;
    for (const series of data.history) {
      const range = entryOf.get(series.tsId)!.tsPlausibilityCheck;
      if (!range) continue;
      const values = series.v.filter((value): value is number => value !== null);
      const within = values.filter((value) => value >= range.min! && value <= range.max!).length;
      expect(within / values.length).toBeGreaterThanOrEqual(0.95);
      inside += within;
      total += values.length;
      outliers += values.length - within;
    }
    expect(inside / total).toBeGreaterThanOrEqual(0.99);
    expect(outliers).toBeGreaterThan(0);
  });

  test('category series hold only their codes: 0–2 for nein/unverändert/Ereignis, 0–1 for nein/ja', () => {
    const codes = (unit: string | undefined) => (unit === 'nein/unverändert/Ereignis' ? [0, 1, 2] : unit === 'nein/ja' ? [0, 1] : undefined);
    const categorical = data.history.filter((series) => codes(entryOf.get(series.tsId)!.tsUnit));
    expect(categorical.length).toBeGreaterThanOrEqual(20);
    for (const series of categorical) {
      const allowed = codes(entryOf.get(series.tsId)!.tsUnit)!;
      expect(new Set(series.v.filter((value) => value !== null && !allowed.includes(value)))).toEqual(new Set());
    }
  });
});

describe('issue 2 demo data: realistic seasons', () => {
  const seriesOf = (parameter: string, predicate: (staName: string) => boolean = () => true) =>
    data.history.filter((series) => entryOf.get(series.tsId)!.tsParameter === parameter && predicate(entryOf.get(series.tsId)!.staName));
  const monthMean = (parameter: string, months: number[]) =>
    mean(seriesOf(parameter).flatMap((series) => series.v.filter((value, i): value is number => value !== null && months.includes(monthOf(series.t[i])))));

  test('air temperature is higher in summer than in winter', () => {
    expect(monthMean('LT', [7, 8]) - monthMean('LT', [12, 1])).toBeGreaterThan(10);
  });

  test('snow height and snow water equivalent build up in winter and are gone in midsummer', () => {
    expect(monthMean('HS', [2, 3])).toBeGreaterThan(20);
    expect(monthMean('HS', [8])).toBeLessThan(monthMean('HS', [2, 3]) / 10);
    expect(monthMean('SWW', [3, 4])).toBeGreaterThan(100);
  });

  test('water levels of rivers peak with the snow melt in early summer', () => {
    expect(monthMean('W', [6])).toBeGreaterThan(monthMean('W', [1, 2]));
  });

  test('fresh snow only falls with precipitation', () => {
    expect(seriesOf('HSN').some((series) => series.v.some((value) => value !== null && value > 0))).toBe(true);
    for (const station of new Set(seriesOf('HSN').map((series) => entryOf.get(series.tsId)!.staNumber))) {
      const freshSnow = data.history.find((series) => series.tsId === `${station}-HSN`)!;
      const precipitation = data.history.find((series) => series.tsId === `${station}-N`)!;
      const snowWithoutPrecipitation = freshSnow.v.filter((value, i) => value && precipitation.v[i] === 0);
      expect(snowWithoutPrecipitation).toEqual([]);
    }
  });
});

describe('archive.md §2 Analysis remarks and entry.md §5 meteo: remark texts in the history', () => {
  const remarks = data.history.flatMap((series) => (series.remarks ?? []).map((remark) => ({ ...remark, series })));

  test('some station remarks match the default analysis filter Datensammler|neu', () => {
    const matching = remarks.filter((remark) => /Datensammler|neu/.test(remark.staRemark ?? ''));
    expect(matching.length).toBeGreaterThanOrEqual(10);
    expect(remarks.some((remark) => remark.staRemark && !/Datensammler|neu/.test(remark.staRemark))).toBe(true);
  });

  test('remark indexes point into the series', () => {
    const wrong = remarks.filter((remark) => remark.index < 0 || remark.index >= remark.series.t.length || !(remark.staRemark ?? remark.tsRemark));
    expect(wrong).toEqual([]);
  });

  test('precipitation carries its type; an unmeasurable amount is 0.001 with "nicht messbarer Niederschlag"; a gap "Lücke"', () => {
    const precipitation = remarks.filter((remark) => entryOf.get(remark.series.tsId)!.tsParameter === 'N');
    const types = new Set(precipitation.map((remark) => remark.tsRemark));
    expect(types).toEqual(new Set(['Regen', 'Schnee', 'Schneeregen', 'nicht messbarer Niederschlag', 'Lücke']));
    const valuesOf = (type: string) => new Set(precipitation.filter((remark) => remark.tsRemark === type).map((remark) => remark.series.v[remark.index]));
    expect(valuesOf('nicht messbarer Niederschlag')).toEqual(new Set([0.001]));
    expect(valuesOf('Lücke')).toEqual(new Set([null]));
  });
});
