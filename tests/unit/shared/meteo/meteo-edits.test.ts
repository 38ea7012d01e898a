import { describe, expect, test } from 'vitest';
import { applyZeroButton, hasZeroButton, setPrecipitationType } from '../../../../src/shared/rules/meteo-edits';
import type { MeteoRow } from '../../../../src/shared/rules/meteo-rows';

const empty: MeteoRow = { day: '2025-01-10', time: '07:00' };

describe("spec entry.md §5: precipitation type 'nicht messbarer Niederschlag' sets 0.001, changing away clears it", () => {
  test('choosing it sets the value 0.001', () => {
    expect(setPrecipitationType(empty, 'nicht messbarer Niederschlag')).toMatchObject({
      precipitation: 0.001,
      precipitationType: 'nicht messbarer Niederschlag',
    });
  });

  test('changing the type away clears the value', () => {
    const notMeasurable = setPrecipitationType(empty, 'nicht messbarer Niederschlag');
    expect(setPrecipitationType(notMeasurable, 'Regen')).toMatchObject({ precipitation: null, precipitationType: 'Regen' });
  });

  test('other type changes keep an entered value', () => {
    expect(setPrecipitationType({ ...empty, precipitation: 3.4, precipitationType: 'Regen' }, 'Schnee')).toMatchObject({
      precipitation: 3.4,
      precipitationType: 'Schnee',
    });
  });
});

describe('spec entry.md §5: zero buttons', () => {
  test('zero on empty precipitation sets precipitation, snow height and fresh snow to 0', () => {
    expect(hasZeroButton(empty, 'precipitation')).toBe(true);
    expect(applyZeroButton(empty, 'precipitation')).toMatchObject({ precipitation: 0, snowHeight: 0, freshSnow: 0 });
    expect(applyZeroButton(empty, 'precipitation').airTemperature).toBeUndefined();
  });

  test('zero on snow height or fresh snow sets the two snow fields to 0', () => {
    expect(applyZeroButton(empty, 'snowHeight')).toEqual({ ...empty, snowHeight: 0, freshSnow: 0 });
    expect(applyZeroButton(empty, 'freshSnow')).toEqual({ ...empty, snowHeight: 0, freshSnow: 0 });
  });

  test('no zero button on a filled field or on air temperature; filled fields keep their value', () => {
    expect(hasZeroButton({ ...empty, precipitation: 1 }, 'precipitation')).toBe(false);
    expect(hasZeroButton(empty, 'airTemperature')).toBe(false);
    expect(applyZeroButton({ ...empty, snowHeight: 40 }, 'precipitation')).toMatchObject({ precipitation: 0, snowHeight: 40, freshSnow: 0 });
  });
});
