import { describe, expect, test } from 'vitest';
import {
  analysisRemarks,
  stationDeviceInfo,
  widenedPlausibleRange,
  yearlyCounts,
} from '../../../../src/shared/rules/analysis';
import { analysisDe } from '../../../../src/ui/i18n/tools-de';
import { analysisEn } from '../../../../src/ui/i18n/tools-en';
import { DEFAULT_SETTINGS } from '../../../../src/shared/config/settings';

// mid-year local dates: the same year in any runner time zone
const at = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).getTime();

describe('spec archive.md §2 Analysis table / §9: readings and gaps per year, current year and the 3 before', () => {
  const now = new Date(2025, 5, 15, 12);
  const history = {
    t: [at(2020, 6, 1), at(2021, 12, 31), at(2022, 1, 1), at(2022, 6, 1), at(2023, 3, 1), at(2025, 1, 2), at(2025, 6, 1), at(2025, 6, 2)],
    v: [1, 2, 3, null, 4, 5, Number.NaN, 6],
  };

  test('four years, current first; older years are left out', () => {
    expect(yearlyCounts(history, now)).toEqual([
      { year: 2025, readings: 2, gaps: 1 },
      { year: 2024, readings: 0, gaps: 0 },
      { year: 2023, readings: 1, gaps: 0 },
      { year: 2022, readings: 1, gaps: 1 },
    ]);
  });

  test('historic values (a null value is a gap)', () => {
    const values = [
      { dt: new Date(at(2025, 3, 1)).toISOString(), value: 12.5 },
      { dt: new Date(at(2025, 3, 2)).toISOString(), value: null },
    ];
    expect(yearlyCounts({ t: values.map((value) => Date.parse(value.dt)), v: values.map((value) => value.value) }, now)[0]).toEqual({ year: 2025, readings: 1, gaps: 1 });
  });
});

describe('spec archive.md §2 Analysis table: the plausible range shown widened with a tooltip before and after', () => {
  test('10 % of the span on each side', () => {
    expect(widenedPlausibleRange({ min: 0, max: 100 })).toEqual({ min: -10, max: 110 });
    expect(widenedPlausibleRange({ min: 2.5, max: 3.5 })).toEqual({ min: 2.4, max: 3.6 });
  });

  test('one bound or no span: 10 % of the bound (1 for 0)', () => {
    expect(widenedPlausibleRange({ max: 50 })).toEqual({ min: undefined, max: 55 });
    expect(widenedPlausibleRange({ min: 0, max: 0 })).toEqual({ min: -1, max: 1 });
    expect(widenedPlausibleRange(undefined)).toEqual({ min: undefined, max: undefined });
  });

  test('tooltip names the range before and after: the worker\'s values worded by the UI in German and English', () => {
    const worded = (text: string, values: { before: string; after: string }) => text.replace('{{before}}', values.before).replace('{{after}}', values.after);
    expect(worded(analysisDe.widenedRange, { before: '0,00 – 100,00', after: '-10,00 – 110,00' })).toBe(
      'Plausibler Bereich um 10 % der Spanne erweitert: vorher 0,00 – 100,00, nachher -10,00 – 110,00',
    );
    expect(worded(analysisEn.widenedRange, { before: '0.00 – 100.00', after: '-10.00 – 110.00' })).toBe(
      'Plausible range widened by 10 % of its span: before 0.00 – 100.00, after -10.00 – 110.00',
    );
  });
});

describe('spec archive.md §2 Analysis remarks: last 12 months, default filter Datensammler|neu', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const remarks = [
    { dt: '2025-06-01T08:00:00Z', text: 'Datensammler getauscht' },
    { dt: '2025-02-01T08:00:00Z', text: 'Pegellatte NEU gestrichen' },
    { dt: '2025-03-01T08:00:00Z', text: 'alles in Ordnung' },
    { dt: '2024-06-01T08:00:00Z', text: 'Datensammler neu' },
  ];

  test('the default filter is Datensammler|neu', () => {
    expect(DEFAULT_SETTINGS.analysisRemarkFilter).toBe('Datensammler|neu');
  });

  test('only matching remarks (case-insensitive) from the last 12 months, newest first', () => {
    expect(analysisRemarks(remarks, now).map((remark) => remark.text)).toEqual(['Datensammler getauscht', 'Pegellatte NEU gestrichen']);
  });

  test('a custom filter; an invalid one is matched as text', () => {
    expect(analysisRemarks(remarks, now, 'ordnung').map((remark) => remark.text)).toEqual(['alles in Ordnung']);
    expect(analysisRemarks(remarks, now, '[')).toEqual([]);
  });

  test('battery voltage and data collector from the station metadata', () => {
    expect(stationDeviceInfo({ Batteriespannung: '12,4 V', Datensammler: 'OTT netDL' })).toEqual({ batteryVoltage: '12,4 V', dataCollector: 'OTT netDL' });
  });
});
