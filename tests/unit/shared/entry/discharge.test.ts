import { describe, expect, test } from 'vitest';
import { EXAMPLE_MEASUREMENT, EXAMPLE_METER } from '../../../support/meter-example';
import {
  calibrationFor, crossSectionLps, dischargeFromUnit, dischargeInUnit, dischargeLps, ESTIMATE_LPS, litresPerSecond,
  volumetricLps,
} from '../../../../src/shared/maths/discharge';
import { timerSeconds } from '../../../../src/ui/format/stopwatch';
import { depthAbsoluteM, measuringPointHeight, nextDepthM } from '../../../../src/shared/maths/depth-profile';

describe('spec entry.md §3 Estimate table', () => {
  test('Dry 0, Moist 0.0001, Droplets 0.0002 l/s; German trocken, feucht, tropft', () => {
    expect(ESTIMATE_LPS).toEqual({ Dry: 0, Moist: 0.0001, Droplets: 0.0002 });
    expect(dischargeLps({ key: 'Droplets' }, 'ESTIMATE')).toBe(0.0002);
  });
});

describe('spec entry.md §4 Volume/time: volume / time per measurement, mean or sum, l/s, 3 decimals', () => {
  const measurements = [{ volume: 10, time: 3 }, { volume: 10, time: 4 }, { volume: null, time: 5 }];

  test('mean (stored 1)', () => {
    // (3.3333 + 2.5) / 2 = 2.91666…
    expect(volumetricLps(measurements, 1)).toBe(2.917);
  });

  test('sum (stored 0)', () => {
    expect(volumetricLps(measurements, 0)).toBe(5.833);
  });

  test('nothing measured gives no value; zero time is ignored', () => {
    expect(volumetricLps([{ volume: 5, time: 0 }])).toBeUndefined();
  });

  test('through the input type', () => {
    expect(dischargeLps({ volumetricMeasurements: measurements, aggregationMethod: 0 }, 'VOLUME_TIME')).toBe(5.833);
    expect(dischargeLps({ value: 12.5 }, 'VALUE')).toBe(12.5);
  });

  test('timer: 1 decimal while running (every 100 ms), 2 decimals when stopped', () => {
    expect(timerSeconds(12_345, false)).toBe(12.3);
    expect(timerSeconds(12_345, true)).toBe(12.35);
  });
});

describe('spec entry.md §9 Discharge: current-meter cross-section (worked example of tests/support/meter-example.ts)', () => {
  const meter = EXAMPLE_METER;
  const measurement = EXAMPLE_MEASUREMENT;

  test('calibration chosen by maxImpulses', () => {
    expect(calibrationFor(meter, 1.5)).toBe(meter.calibrations[0]);
    expect(calibrationFor(meter, 2)).toBe(meter.calibrations[1]);
  });

  test('verticals and total 82.40 l/s', () => {
    const result = crossSectionLps(measurement)!;
    expect(result.verticals[0]).toEqual({ velocityMps: 0, areaM2: 0, dischargeLps: 0 });
    expect(result.verticals[1].velocityMps).toBeCloseTo(0.21374, 10);
    expect(result.verticals[1].areaM2).toBeCloseTo(0.1, 10);
    expect(result.verticals[1].dischargeLps).toBeCloseTo(21.374, 9);
    expect(result.verticals[2].velocityMps).toBeCloseTo(0.40684, 10);
    expect(result.verticals[2].areaM2).toBeCloseTo(0.15, 10);
    expect(result.verticals[2].dischargeLps).toBeCloseTo(61.026, 9);
    expect(result.dischargeLps).toBe(82.4);
    expect(result.bankHasImpulses).toBe(false);
    expect(dischargeLps({ meterMeasurement: measurement }, 'METER')).toBe(82.4);
  });

  test('bank verticals must have no impulses', () => {
    const withBankImpulses = { ...measurement, verticals: [{ distanceM: 0, depthCM: 0, impulses0: 5 }, ...measurement.verticals.slice(1)] };
    expect(crossSectionLps(withBankImpulses)!.bankHasImpulses).toBe(true);
  });

  test('a missing inner value or meter gives no discharge', () => {
    const verticals = measurement.verticals.map((v, i) => (i === 1 ? { ...v, impulses38: null } : v));
    expect(crossSectionLps({ meter, verticals })).toBeUndefined();
    expect(crossSectionLps({ verticals: measurement.verticals })).toBeUndefined();
  });

  test('l/s to l/min × 60 and back', () => {
    expect(dischargeInUnit(litresPerSecond(82.4), 'l/min')).toBeCloseTo(4944, 9);
    expect(dischargeFromUnit(30, 'l/min')).toBe(0.5);
    expect(dischargeFromUnit(30, 'l/s')).toBe(30);
    expect(dischargeInUnit(litresPerSecond(2), 'l/min')).toBe(120);
    expect(dischargeInUnit(litresPerSecond(2), 'l/s')).toBe(2);
  });

  test('issue 37: a discharge of unknown unit is not taken for l/s (the typecheck holds the brand)', () => {
    // @ts-expect-error a plain number may be l/min; only a LitresPerSecond is converted to the series unit
    expect(dischargeInUnit(2, 'l/min')).toBe(120);
  });
});

describe('spec entry.md §9 Depth inserted at the previous step (default 1 m), rounded to 3 digits', () => {
  test('default step 1 m', () => {
    expect(nextDepthM([])).toBe(1);
    expect(nextDepthM([{ depthM: 0.5 }])).toBe(1.5);
  });

  test('the previous step, rounded to 3 digits', () => {
    expect(nextDepthM([{ depthM: 0.1 }, { depthM: 0.3 }])).toBe(0.5);
    expect(nextDepthM([{ depthM: 1.1 }, { depthM: 1.2 }, { depthM: 1.3 }])).toBe(1.4);
  });

  test('spec entry.md §5 Messpunkthöhe must parse as a number', () => {
    expect(measuringPointHeight({ Messpunkthöhe: '512,35' })).toBe(512.35);
    expect(measuringPointHeight({ Messpunkthöhe: 'unbekannt' })).toBeUndefined();
    expect(depthAbsoluteM(512.35, 1.2)).toBe(511.15);
  });
});
