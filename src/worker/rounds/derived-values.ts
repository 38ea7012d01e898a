// issue 10: what the worker derives from what the user entered, so the UI sends only its inputs and shows the results
// from the view: the discharge of a measurement in the series unit (spec entry.md §4, §9), the snow water equivalent
// record and value (§9), the absolute heights of a depth profile (§5).
import type { DischargeMeasurement } from '../../shared/schema/discharge';
import type { Entry } from '../../shared/schema/entry';
import type { SnowWaterEquivalentRecord } from '../../shared/schema/snow';
import { measuringPointHeight, depthAbsoluteM, nextDepthM } from '../../shared/maths/depth-profile';
import { crossSectionLps, dischargeInUnit, dischargeLps, ESTIMATE_LPS } from '../../shared/maths/discharge';
import { computeSnowRecord, newSnowRecord } from '../../shared/maths/swe';
import { isValidNumber } from '../../shared/format/number';
import type { RowView } from '../../shared/contract';

/** The patch with the values derived from it, given the entry it is applied to. */
export function withDerivedValues(entry: Entry, patch: Partial<Entry>): Partial<Entry> {
  let derived = patch;
  if (('dischargeValue' in patch || 'dischargeInputType' in patch) && !('value' in patch)) derived = { ...derived, ...dischargeFields({ ...entry, ...patch }) };
  if (patch.snowWaterEquivalent) derived = { ...derived, ...snowFields(patch.snowWaterEquivalent) };
  if (patch.depthProfile) {
    const height = measuringPointHeight(entry.staMetadata);
    // a line added without a depth goes one step deeper than the lines sent with it: the step the screen shows may be
    // older than an edit of the line above that is still on its way
    const lines = patch.depthProfile.map((line, i, sent) => (i === sent.length - 1 && !('depthM' in line) ? { ...line, depthM: nextDepthM(sent.slice(0, i)) } : line));
    const depthProfile = lines.map((line) => ({
      ...line,
      staNumber: entry.staNumber,
      depthAbsoluteM: height !== undefined && isValidNumber(line.depthM) ? depthAbsoluteM(height, line.depthM) : null,
    }));
    derived = { ...derived, depthProfile };
  }
  return derived;
}

/** A measurement stored in l/s with the estimate of its key; the entry's value is its discharge in the series unit. */
function dischargeFields(entry: Entry): Pick<Entry, 'dischargeValue' | 'value'> {
  const measurement: DischargeMeasurement = { ...entry.dischargeValue, unit: 'l/s' };
  if (measurement.key) measurement.estimate = ESTIMATE_LPS[measurement.key];
  const lps = dischargeLps(measurement, entry.dischargeInputType);
  return { dischargeValue: measurement, value: lps === undefined ? null : dischargeInUnit(lps, entry.tsUnit) };
}

/** Every sampling row computed; the value is the summed SWE once a total mass is entered. */
function snowFields(record: SnowWaterEquivalentRecord): Pick<Entry, 'snowWaterEquivalent' | 'value'> {
  const computed = computeSnowRecord(record);
  const hasReading = computed.values.some((row) => isValidNumber(row.totalMass));
  return { snowWaterEquivalent: computed, value: hasReading ? computed.result?.snowWaterEquivalent ?? null : null };
}

/** The results the input forms of a row show: discharge, snow record, the next depth of the profile. */
export function derivedRowView(entry: Entry): Pick<RowView, 'discharge' | 'snow' | 'nextDepthM'> {
  const inputType = entry.dischargeInputType ?? 'VALUE';
  const meter = entry.dischargeValue?.meterMeasurement;
  const height = measuringPointHeight(entry.staMetadata);
  return {
    ...(entry.inputType === 'DISCHARGE' &&
      inputType !== 'VALUE' && {
        discharge: {
          lps: dischargeLps(entry.dischargeValue, inputType),
          bankHasImpulses: inputType === 'METER' && meter !== undefined && crossSectionLps(meter)?.bankHasImpulses === true,
        },
      }),
    ...(entry.inputType === 'SNOW_WATER_EQUIVALENT' && { snow: entry.snowWaterEquivalent ?? newSnowRecord() }),
    ...(height !== undefined && { nextDepthM: nextDepthM(entry.depthProfile ?? []) }),
  };
}
