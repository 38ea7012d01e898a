// The worked example of the current-meter cross-section (spec entry.md §9 Discharge; docs/decisions/entry-rules.md):
// n = impulses / 30 s; v = slope × n + offset of the first calibration with n ≤ maxImpulses; v̄ = 0.31·v0 + 0.634·v38;
// area = depth m × (next distance − previous distance) / 2; q = 1000 × area × v̄ (l/s). Banks: area 0.
//   0.5 m, 20 cm: n 1.0 / 0.8, v 0.26 / 0.21, v̄ 0.21374, area 0.10, q 21.374
//   1.0 m, 30 cm: n 2.0 / 1.5, v 0.525 / 0.385, v̄ 0.40684, area 0.15, q 61.026
// Total 82.40 l/s (4944 l/min).
import type { DischargeMeter, MeterMeasurement } from '../../src/shared/schema/discharge';

export const EXAMPLE_METER: DischargeMeter = {
  name: 'OTT C2',
  seconds: 30,
  calibrations: [
    { slope: 0.25, offset: 0.01, maxImpulses: 1.5 },
    { slope: 0.26, offset: 0.005, maxImpulses: 10 },
  ],
};

export const EXAMPLE_MEASUREMENT: MeterMeasurement = {
  meter: EXAMPLE_METER,
  verticals: [
    { distanceM: 0, depthCM: 0 },
    { distanceM: 0.5, depthCM: 20, impulses0: 30, impulses38: 24 },
    { distanceM: 1.0, depthCM: 30, impulses0: 60, impulses38: 45 },
    { distanceM: 1.5, depthCM: 0 },
  ],
};
