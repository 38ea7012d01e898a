import { describe, expect, test } from 'vitest';
import { computeSnowRecord, deviceArea, newSnowRecord } from '../../../../src/shared/maths/swe';

describe('spec entry.md §9 Snow water equivalent', () => {
  test('defaults: deviceMass 800, deviceDiameter 5, 5 rows', () => {
    const record = newSnowRecord();
    expect(record.deviceMass).toBe(800);
    expect(record.deviceDiameter).toBe(5);
    expect(record.values).toHaveLength(5);
  });

  test('area from diameter', () => {
    expect(deviceArea(5)).toBeCloseTo(19.634954, 6);
  });

  test('mass, volume, SWE = 10 × mass / area, density = mass / volume; result sums rows with missing as 0', () => {
    const record = computeSnowRecord({
      ...newSnowRecord(),
      values: [{ height: 50, totalMass: 1100 }, { height: 30, totalMass: 1000 }, { height: 20 }, {}, {}],
    });
    const [first, second, third] = record.values;
    expect(first.mass).toBe(300);
    expect(first.volume).toBeCloseTo(981.747704, 5);
    expect(first.snowWaterEquivalent).toBeCloseTo(152.788745, 5);
    expect(first.density).toBeCloseTo(0.305577, 6);
    expect(second.mass).toBe(200);
    expect(third.mass).toBeNull();
    expect(third.snowWaterEquivalent).toBeNull();
    expect(record.result).toMatchObject({ height: 100, totalMass: 2100, mass: 500 });
    // result volume 100 × area, result density 500 / 1963.495 = 0.254648
    expect(record.result!.volume).toBeCloseTo(1963.495408, 5);
    expect(record.result!.snowWaterEquivalent).toBeCloseTo(254.647909, 5);
    expect(record.result!.density).toBeCloseTo(0.254648, 6);
  });

  test('an empty record has no result density', () => {
    expect(computeSnowRecord(newSnowRecord()).result!.density).toBeNull();
  });
});
