import { describe, expect, test } from 'vitest';
import { meteoMessagesAt as messageKeysAt, meteoRowMessages as messageKeys, meteoRowStatus, snowHeightDelta } from '../../../../src/shared/rules/meteo-messages';
import type { MeteoRow } from '../../../../src/shared/rules/meteo-rows';
import { meteoDe } from '../../../../src/ui/i18n/online-input-de';

/** the German texts the screen shows for the worker's message keys (meteo.messages.*) */
const meteoRowMessages = (...args: Parameters<typeof messageKeys>) => messageKeys(...args).map((key) => meteoDe.messages[key]);
const meteoMessagesAt = (...args: Parameters<typeof messageKeysAt>) => messageKeysAt(...args).map((key) => meteoDe.messages[key]);

const row = (values: Partial<MeteoRow>): MeteoRow => ({ day: '2025-01-10', time: '07:00', ...values });

describe('spec entry.md §5 Meteo messages (editable rows only), exact German texts', () => {
  test("'Niederschlag trotz Lücke!': a value while the type is Lücke", () => {
    expect(meteoRowMessages(row({ precipitation: 0, precipitationType: 'Lücke' }))).toEqual(['Niederschlag trotz Lücke!']);
    expect(meteoRowMessages(row({ precipitationType: 'Lücke' }))).toEqual([]);
  });

  test("'Niederschlag ohne Niederschlagstyp!': precipitation above 0 with snow or fresh snow and no type", () => {
    expect(meteoRowMessages(row({ precipitation: 4, snowHeight: 20, freshSnow: 0 }), 20)).toEqual(['Niederschlag ohne Niederschlagstyp!']);
    expect(meteoRowMessages(row({ precipitation: 4, snowHeight: 20, freshSnow: 0, precipitationType: 'Regen' }), 20)).toEqual([]);
    expect(meteoRowMessages(row({ precipitation: 4, snowHeight: 0, freshSnow: 0 }), 0)).toEqual([]);
  });

  test("'Neuschnee ohne Niederschlag!': fresh snow above 0, precipitation missing or 0", () => {
    expect(meteoRowMessages(row({ freshSnow: 5, snowHeight: 5, precipitationType: 'Schnee' }), 0)).toEqual(['Neuschnee ohne Niederschlag!']);
    expect(meteoRowMessages(row({ precipitation: 0, freshSnow: 5, snowHeight: 5, precipitationType: 'Schnee' }), 0)).toEqual([
      'Neuschnee ohne Niederschlag!',
    ]);
    expect(meteoRowMessages(row({ precipitation: 6, freshSnow: 5, snowHeight: 5, precipitationType: 'Schnee' }), 0)).toEqual([]);
  });

  test("'Schneehöhen-Abnahme >10cm unwahrscheinlich!': delta below -10", () => {
    expect(meteoRowMessages(row({ snowHeight: 39, freshSnow: 0 }), 50)).toEqual(['Schneehöhen-Abnahme >10cm unwahrscheinlich!']);
    expect(meteoRowMessages(row({ snowHeight: 40, freshSnow: 0 }), 50)).toEqual([]);
  });

  test("'Schneehöhen-Zunahme ohne Neuschnee!': delta above 0 and fresh snow 0", () => {
    expect(meteoRowMessages(row({ snowHeight: 51, freshSnow: 0 }), 50)).toEqual(['Schneehöhen-Zunahme ohne Neuschnee!']);
    expect(meteoRowMessages(row({ snowHeight: 50, freshSnow: 0 }), 50)).toEqual([]);
  });

  test("'Neuschnee geringer als Schneehöhen-Änderung!': fresh snow below the increase", () => {
    expect(meteoRowMessages(row({ precipitation: 8, precipitationType: 'Schnee', snowHeight: 62, freshSnow: 10 }), 50)).toEqual([
      'Neuschnee geringer als Schneehöhen-Änderung!',
    ]);
    expect(meteoRowMessages(row({ precipitation: 8, precipitationType: 'Schnee', snowHeight: 60, freshSnow: 10 }), 50)).toEqual([]);
  });

  test("'Schneehöhe mit Nachkommastellen?' and 'Neuschnee mit Nachkommastellen?'", () => {
    expect(meteoRowMessages(row({ precipitation: 2, precipitationType: 'Schnee', snowHeight: 50.5, freshSnow: 0.5 }), 50)).toEqual([
      'Schneehöhe mit Nachkommastellen?',
      'Neuschnee mit Nachkommastellen?',
    ]);
  });

  test('read-only rows (stored data) get no messages', () => {
    expect(meteoRowMessages(row({ precipitation: 1, precipitationType: 'Lücke', hasStoredData: true }))).toEqual([]);
  });
});

describe('spec entry.md §5: the delta is against the previous day, default 0', () => {
  test('delta is the difference to the day before', () => {
    expect(snowHeightDelta(35, 50)).toBe(-15);
    expect(snowHeightDelta(35, undefined)).toBe(0);
    expect(snowHeightDelta(null, 50)).toBe(0);
  });

  test('the previous row is the day before; the first day uses the previous month', () => {
    const rows: MeteoRow[] = [row({ day: '2025-01-01', snowHeight: 30, freshSnow: 0 }), row({ day: '2025-01-02', snowHeight: 15, freshSnow: 0 })];
    expect(meteoMessagesAt(rows, 1)).toEqual(['Schneehöhen-Abnahme >10cm unwahrscheinlich!']);
    expect(meteoMessagesAt(rows, 0, 45)).toEqual(['Schneehöhen-Abnahme >10cm unwahrscheinlich!']);
    expect(meteoMessagesAt(rows, 0)).toEqual([]);
  });
});

describe('spec entry.md §4 Meteo rows: success styling when complete, warning when implausible', () => {
  test('status', () => {
    expect(meteoRowStatus([], true)).toBe('success');
    expect(meteoRowStatus(['freshSnowDecimals'], true)).toBe('warning');
    expect(meteoRowStatus([], false)).toBeUndefined();
  });
});
