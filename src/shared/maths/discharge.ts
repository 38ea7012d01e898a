// spec entry.md §3 Discharge entities and estimate table, §4 Discharge input type, §9 Discharge
// tests/support/meter-example.ts has the worked example (docs/decisions/entry-rules.md "Current-meter cross-section").
import type {
  Calibration,
  DischargeEstimateKey,
  DischargeInputType,
  DischargeMeasurement,
  DischargeMeter,
  MeterMeasurement,
  VolumetricMeasurement,
} from '../schema/discharge';
import { AGGREGATION_MEAN, AGGREGATION_SUM } from '../schema/discharge';
import { isValidNumber } from '../format/number';

export const ESTIMATE_LPS: Record<DischargeEstimateKey, number> = { Dry: 0, Moist: 0.0001, Droplets: 0.0002 };

const SURFACE_WEIGHT = 0.31;
const DEPTH_38_WEIGHT = 0.634;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}

/** Volume/time per measurement, aggregated by sum (0) or mean (1), in l/s rounded to 3 decimals. */
export function volumetricLps(measurements: readonly VolumetricMeasurement[], aggregationMethod: 0 | 1 = AGGREGATION_MEAN): number | undefined {
  const rates = measurements
    .filter((m) => isValidNumber(m.volume) && isValidNumber(m.time) && m.time > 0)
    .map((m) => (m.volume as number) / (m.time as number));
  if (rates.length === 0) return undefined;
  const sum = rates.reduce((a, b) => a + b, 0);
  return roundTo(aggregationMethod === AGGREGATION_SUM ? sum : sum / rates.length, 3);
}

/** The first calibration whose maxImpulses covers the impulses per second (the last one beyond the range). */
export function calibrationFor(meter: DischargeMeter, impulsesPerSecond: number): Calibration | undefined {
  return meter.calibrations.find((c) => impulsesPerSecond <= c.maxImpulses) ?? meter.calibrations.at(-1);
}

/** Velocity (m/s) from impulses counted during the meter's seconds; no impulses means standing water. */
function velocityMps(meter: DischargeMeter, impulses: number): number | undefined {
  if (impulses === 0) return 0;
  const perSecond = impulses / meter.seconds;
  const calibration = calibrationFor(meter, perSecond);
  return calibration ? calibration.slope * perSecond + calibration.offset : undefined;
}

interface VerticalResult {
  /** mean velocity of the vertical, 0.31 × surface + 0.634 × 38 % point (m/s) */
  velocityMps: number;
  /** depth (m) × width between the midpoints to the neighbouring verticals (m²); 0 at the banks */
  areaM2: number;
  dischargeLps: number;
}

interface CrossSectionResult {
  verticals: VerticalResult[];
  /** l/s, 2 decimals */
  dischargeLps: number;
  /** a bank vertical has impulses, which it must not */
  bankHasImpulses: boolean;
}

const hasImpulses = (v: { impulses0?: number | null; impulses38?: number | null }) =>
  (isValidNumber(v.impulses0) && v.impulses0 !== 0) || (isValidNumber(v.impulses38) && v.impulses38 !== 0);

/**
 * Current-meter discharge by the mid-section method with two points per vertical: the bank
 * verticals (first and last) have no impulses and zero area; every inner vertical needs distance,
 * depth and both impulse counts. Undefined when the meter or an inner value is missing.
 */
export function crossSectionLps(measurement: MeterMeasurement): CrossSectionResult | undefined {
  const { meter, verticals } = measurement;
  if (!meter || !(meter.seconds > 0) || verticals.length < 3) return undefined;
  const last = verticals.length - 1;
  const results: VerticalResult[] = [];
  for (const [index, vertical] of verticals.entries()) {
    if (index === 0 || index === last) {
      results.push({ velocityMps: 0, areaM2: 0, dischargeLps: 0 });
      continue;
    }
    const { depthCM, impulses0, impulses38 } = vertical;
    const before = verticals[index - 1].distanceM;
    const after = verticals[index + 1].distanceM;
    if (![depthCM, impulses0, impulses38, before, after].every(isValidNumber)) return undefined;
    const surface = velocityMps(meter, impulses0 as number);
    const point38 = velocityMps(meter, impulses38 as number);
    if (surface === undefined || point38 === undefined) return undefined;
    const velocity = SURFACE_WEIGHT * surface + DEPTH_38_WEIGHT * point38;
    const areaM2 = ((depthCM as number) / 100) * (((after as number) - (before as number)) / 2);
    results.push({ velocityMps: velocity, areaM2, dischargeLps: 1000 * areaM2 * velocity });
  }
  return {
    verticals: results,
    dischargeLps: roundTo(results.reduce((sum, r) => sum + r.dischargeLps, 0), 2),
    bankHasImpulses: hasImpulses(verticals[0]) || hasImpulses(verticals[last]),
  };
}

/** The discharge (l/s) of a measurement by its input type. */
export function dischargeLps(measurement: DischargeMeasurement | undefined, inputType: DischargeInputType | undefined): LitresPerSecond | undefined {
  const lps = measuredLps(measurement, inputType);
  return lps === undefined ? undefined : litresPerSecond(lps);
}

function measuredLps(measurement: DischargeMeasurement | undefined, inputType: DischargeInputType | undefined): number | undefined {
  if (!measurement) return undefined;
  switch (inputType) {
    case 'ESTIMATE':
      return measurement.key ? ESTIMATE_LPS[measurement.key] : undefined;
    case 'VOLUME_TIME':
      return volumetricLps(measurement.volumetricMeasurements ?? [], measurement.aggregationMethod);
    case 'METER':
      return measurement.meterMeasurement ? crossSectionLps(measurement.meterMeasurement)?.dischargeLps : undefined;
    default:
      return isValidNumber(measurement.value) ? measurement.value : undefined;
  }
}

/**
 * issue 37: a discharge in l/s or in l/min is a number either way; the brand keeps the compiler from taking one for the
 * other. Every calculation gives l/s; l/min exists only in a series' or protocol's unit.
 */
type LitresPerSecond = number & { readonly unit: 'l/s' };
type LitresPerMinute = number & { readonly unit: 'l/min' };

export function litresPerSecond(value: number): LitresPerSecond {
  return value as LitresPerSecond;
}

function lpsToLpm(lps: LitresPerSecond): LitresPerMinute {
  return (lps * 60) as LitresPerMinute;
}

/** A discharge given in `unit` (l/s or l/min, e.g. a protocol's dischargeUnit) as l/s. */
export function dischargeFromUnit(value: number, unit: string | undefined): LitresPerSecond {
  return litresPerSecond(isPerMinute(unit) ? value / 60 : value);
}

/** A discharge in l/s expressed in the timeseries unit (l/s or l/min). */
export function dischargeInUnit(lps: LitresPerSecond, unit: string | undefined): number {
  return isPerMinute(unit) ? lpsToLpm(lps) : lps;
}

function isPerMinute(unit: string | undefined): boolean {
  return unit?.trim() === 'l/min';
}
