import { asTsId } from '../../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { Entry } from '../../../../src/shared/schema/entry';
import type { HistoricValue } from '../../../../src/shared/schema/timeseries';
import { DEFAULT_SETTINGS } from '../../../../src/shared/config/settings';
import { meteoFields, meteoPostEntries, meteoRowsWithHistory, meteoSeries } from '../../../../src/shared/rules/meteo-series';
import type { MeteoRow } from '../../../../src/shared/rules/meteo-rows';

const series = (tsParameter: string, tsUnit: string): Entry => ({
  staName: 'Steinach',
  staNumber: '102871',
  tsId: asTsId(`102871-${tsParameter}`),
  tsParameter,
  tsUnit,
  importNumber: '4711',
});
const groupEntries = [series('N', 'mm'), series('HS', 'cm'), series('HSN', 'cm'), series('LT', '°C'), series('W', 'cm')];

describe('spec entry.md §9 Meteo parameter defaults N, HS, HSN, LT; §8 No meteo parameters found', () => {
  test('the columns are the series with the configured parameters', () => {
    const found = meteoSeries(groupEntries, DEFAULT_SETTINGS.meteoParameters);
    expect(Object.fromEntries(Object.entries(found).map(([field, entry]) => [field, entry?.tsParameter]))).toEqual({
      precipitation: 'N',
      snowHeight: 'HS',
      freshSnow: 'HSN',
      airTemperature: 'LT',
    });
  });

  test('a group without any of them has no meteo fields (error meteo.noParameters)', () => {
    expect(meteoFields(meteoSeries([series('W', 'cm')], DEFAULT_SETTINGS.meteoParameters))).toEqual([]);
  });
});

describe('spec entry.md §2 Meteo input: past days with stored data are read-only', () => {
  const found = meteoSeries(groupEntries, DEFAULT_SETTINGS.meteoParameters);
  const history: HistoricValue[] = [
    { tsId: asTsId('102871-N'), dt: '2025-01-01T06:00:00Z', value: 2.5, tsRemark: { text: 'Schnee' } },
    { tsId: asTsId('102871-HS'), dt: '2025-01-01T06:00:00Z', value: 40 },
    { tsId: asTsId('102871-W'), dt: '2025-01-02T06:00:00Z', value: 120 },
  ];
  const rows = meteoRowsWithHistory('2025-01', new Date('2025-01-03T10:00:00Z'), found, history);

  test('the stored day shows its values, time (MEZ) and type and is read-only', () => {
    expect(rows[0]).toEqual({ day: '2025-01-01', time: '07:00', hasStoredData: true, precipitation: 2.5, precipitationType: 'Schnee', snowHeight: 40 });
  });

  test('days without stored meteo values stay editable and empty', () => {
    expect(rows.slice(1)).toEqual([
      { day: '2025-01-02', time: '07:00' },
      { day: '2025-01-03', time: '07:00' },
    ]);
  });
});

describe('spec entry.md §5 Meteo post: the entries sent', () => {
  const found = meteoSeries(groupEntries, DEFAULT_SETTINGS.meteoParameters);
  const rows: MeteoRow[] = [
    { day: '2025-01-01', time: '07:00', hasStoredData: true, precipitation: 2.5 },
    { day: '2025-01-02', time: '07:30', precipitation: 0.001, precipitationType: 'nicht messbarer Niederschlag', snowHeight: 40, freshSnow: 0, airTemperature: -3.5 },
    { day: '2025-01-03', time: '07:00', remark: 'keine Messung' },
    { day: '2025-01-04', time: '07:00' },
  ];
  const entries = meteoPostEntries(rows, found);

  test('a complete editable row gives one entry per column at the row time in MEZ', () => {
    const day2 = entries.filter((entry) => entry.dt === '2025-01-02T06:30:00.000Z');
    expect(day2.map((entry) => [entry.tsId, entry.value])).toEqual([
      ['102871-N', 0.001],
      ['102871-HS', 40],
      ['102871-HSN', 0],
      ['102871-LT', -3.5],
    ]);
    expect(day2[0].tsRemark).toEqual({ text: 'nicht messbarer Niederschlag' });
    expect(day2[1].tsRemark).toBeUndefined();
  });

  test("a 'keine Messung' row sends its remark without values; read-only and empty rows send nothing", () => {
    const day3 = entries.filter((entry) => entry.dt === '2025-01-03T06:00:00.000Z');
    expect(day3).toHaveLength(4);
    expect(day3.every((entry) => entry.value === null && entry.staRemark?.text === 'keine Messung')).toBe(true);
    expect(entries).toHaveLength(8);
  });
});
