// Current meters with calibrations ascending by maxImpulses (entry.md §9 Discharge: the first calibration whose
// maxImpulses covers the impulses per second gives velocity = slope × impulses/s + offset).
import type { DischargeMeter } from '../../shared/schema/discharge';

export const DISCHARGE_METERS: DischargeMeter[] = [
  {
    name: 'OTT C2 Nr. 117328 (Schaufel 1)',
    seconds: 30,
    calibrations: [
      { slope: 0.1022, offset: 0.018, maxImpulses: 0.57 },
      { slope: 0.1048, offset: 0.0165, maxImpulses: 10 },
    ],
  },
  {
    name: 'OTT C31 Nr. 221045 (Schaufel 3)',
    seconds: 50,
    calibrations: [
      { slope: 0.2486, offset: 0.012, maxImpulses: 0.96 },
      { slope: 0.2571, offset: 0.0039, maxImpulses: 5.12 },
      { slope: 0.2602, offset: -0.0120, maxImpulses: 30 },
    ],
  },
  {
    name: 'SEBA F1 Nr. 4711',
    seconds: 60,
    calibrations: [
      { slope: 0.1309, offset: 0.0131, maxImpulses: 1.12 },
      { slope: 0.1325, offset: 0.0113, maxImpulses: 20 },
    ],
  },
];
