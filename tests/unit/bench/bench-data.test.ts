import { describe, expect, test } from 'vitest';
import { benchHistory, benchRounds, BENCH_TIMESERIES, CHART_MR_ID, CHART_ROUND_NAME, MOBILE_MR_ID, MOBILE_ROUND_NAME, withBenchData } from '../../bench/bench-data';
import type { DemoData } from '../../../src/server/demo/demo-data';

const today = new Date('2026-03-15T10:00:00Z');
const DAY_MS = 86_400_000;

describe('issue 5 Benchmarks: preload input is 500 timeseries × 2 years of daily values', () => {
  test('the bench round lists 500 distinct timeseries', () => {
    const tsIds = new Set(benchRounds()[0].entries.map((entry) => entry.tsId));
    expect(tsIds.size).toBe(500);
  });
  test('each of them has 730 daily values ending the day before today', () => {
    const series = benchHistory(today).filter((s) => s.tsId.startsWith('bench-') && !s.tsId.startsWith('bench-year') && !s.tsId.startsWith('bench-hourly'));
    expect(series).toHaveLength(BENCH_TIMESERIES);
    for (const { t, v } of series) {
      expect(t).toHaveLength(730);
      expect(v.every((value) => typeof value === 'number')).toBe(true);
      expect(t[1] - t[0]).toBe(DAY_MS);
    }
    expect(new Date(series[0].t[729]).toISOString()).toBe('2026-03-14T07:00:00.000Z');
  });
});

describe('issue 5 Benchmarks: timeseries values figure reads 32 ids × 1 year', () => {
  test('32 series of 365 daily values, the timeseries of a round of their own', () => {
    const year = benchHistory(today).filter((s) => s.tsId.startsWith('bench-year-'));
    expect(year).toHaveLength(32);
    expect(year.every((s) => s.t.length === 365)).toBe(true);
    expect(benchRounds()[1].entries.map((entry) => entry.tsId)).toEqual(year.map((s) => s.tsId));
  });
  test('the demo data is kept and the bench rounds added', () => {
    const demo = { rounds: [], history: [], dischargeMeters: [], facilityModels: [], documents: [], users: [], completedRounds: [] } as DemoData;
    const data = withBenchData(demo, today);
    expect(data.rounds.map((round) => round.mrId)).toEqual([900, 901, 902, 903]);
    expect(data.history).toHaveLength(500 + 32 + 32);
  });
});

describe('issue 13 Benchmarks: the mobile input journey runs on a round of 200 stations × 5 timeseries', () => {
  test('1,000 distinct timeseries, 5 to each of 200 stations', () => {
    const round = benchRounds().find((r) => r.mrId === MOBILE_MR_ID)!;
    expect(round.mrName).toBe(MOBILE_ROUND_NAME);
    expect(new Set(round.entries.map((entry) => entry.tsId)).size).toBe(1000);
    const perStation = new Map<string, number>();
    for (const entry of round.entries) perStation.set(entry.staNumber, (perStation.get(entry.staNumber) ?? 0) + 1);
    expect(perStation.size).toBe(200);
    expect([...perStation.values()].every((count) => count === 5)).toBe(true);
  });
});

describe('issue 13 Benchmarks: the chart figure draws 32 series × 1 year of hourly values', () => {
  test('a round of its own with 32 timeseries, each 365 × 24 hourly values ending at midnight UTC of today', () => {
    const round = benchRounds().find((r) => r.mrId === CHART_MR_ID)!;
    expect(round.mrName).toBe(CHART_ROUND_NAME);
    const hourly = benchHistory(today).filter((s) => s.tsId.startsWith('bench-hourly-'));
    expect(round.entries.map((entry) => entry.tsId)).toEqual(hourly.map((s) => s.tsId));
    expect(hourly).toHaveLength(32);
    for (const { t } of hourly) {
      expect(t).toHaveLength(8760);
      expect(t[1] - t[0]).toBe(3_600_000);
      expect(new Date(t[8759] + 3_600_000).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    }
  });
});
