// The worked example of docs/decisions.md "Current-meter cross-section" (spec entry.md §9 Discharge): 82.40 l/s.
import type { DischargeMeter, MeterMeasurement } from '../../src/shared/model/discharge';

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
