// spec entry.md §5 Plausibility and Last value; archive.md §5 Implausible value
import type { Entry, PlausibilityCheck } from '../schema/entry';
import { isValidNumber } from '../format/number';
import { INCIDENT_VALUE } from './input-type';
import type { RuleMessage } from './rule-message';

/** spec entry.md §9 plausibility tolerance */
export const PLAUSIBILITY_TOLERANCE = 1e-12;

interface ValuePlausibility {
  implausible: boolean;
  min?: number;
  max?: number;
  /** value − max above the range, value − min (negative) below it, 0 inside */
  deviation: number;
  /** what to say as a key and values for the UI to word (issue 36 item 17), absent when plausible */
  message?: RuleMessage;
}

const PLAUSIBLE: ValuePlausibility = { implausible: false, deviation: 0 };

/** How far a value lies outside [min, max] with the tolerance; 0 when inside or a bound is missing. */
function rangeDeviation(value: number, range: PlausibilityCheck | undefined): number {
  if (isValidNumber(range?.min) && value < range.min - PLAUSIBILITY_TOLERANCE) return value - range.min;
  if (isValidNumber(range?.max) && value > range.max + PLAUSIBILITY_TOLERANCE) return value - range.max;
  return 0;
}

/**
 * The value against tsPlausibilityCheck. NO_YES values and steady/no are never flagged; the
 * incident value (2) of NO_STEADY_INCIDENT is itself flagged.
 */
export function checkValue(entry: Pick<Entry, 'value' | 'inputType' | 'tsPlausibilityCheck'>): ValuePlausibility {
  const { value, inputType, tsPlausibilityCheck: range } = entry;
  if (!isValidNumber(value) || inputType === 'NO_YES') return PLAUSIBLE;
  if (inputType === 'NO_STEADY_INCIDENT') {
    return value === INCIDENT_VALUE ? { implausible: true, deviation: 0, message: { key: 'plausibility.incident' } } : PLAUSIBLE;
  }
  const deviation = rangeDeviation(value, range);
  if (deviation === 0 || !range) return PLAUSIBLE;
  return {
    implausible: true,
    min: range.min,
    max: range.max,
    deviation,
    message: { key: 'plausibility.outOfRange', readings: { value, min: range.min, max: range.max, deviation } },
  };
}

interface LastValuePlausibility {
  implausible: boolean;
  /** the last value equals the minimum / maximum of the values before it */
  atMin: boolean;
  atMax: boolean;
  /** 'Min' or 'Max' where the last value equals that bound, else '' */
  marker: string;
  /** what to say as a key and values for the UI to word (issue 36 item 17), absent when there is nothing to say */
  message?: RuleMessage;
}

const LAST_PLAUSIBLE: LastValuePlausibility = { implausible: false, atMin: false, atMax: false, marker: '' };

/**
 * The last stored value against the min/max of the history excluding the last: flagged when
 * outside, with a marker where it equals the min or max. Coded series (NO_YES, NO_STEADY_INCIDENT)
 * have no range to compare with, as their values are never flagged by range either.
 */
export function checkLastValue(entry: Pick<Entry, 'tsData' | 'inputType'>): LastValuePlausibility {
  const { tsData, inputType } = entry;
  const value = tsData?.last?.value;
  const range = { min: tsData?.minExcludingLast, max: tsData?.maxExcludingLast };
  if (!isValidNumber(value) || inputType === 'NO_YES' || inputType === 'NO_STEADY_INCIDENT') return LAST_PLAUSIBLE;
  const atMin = isValidNumber(range.min) && Math.abs(value - range.min) <= PLAUSIBILITY_TOLERANCE;
  const atMax = isValidNumber(range.max) && Math.abs(value - range.max) <= PLAUSIBILITY_TOLERANCE;
  const marker = atMin ? 'Min' : atMax ? 'Max' : '';
  const implausible = rangeDeviation(value, range) !== 0;
  const key = implausible ? 'plausibility.lastOutOfRange' : atMin ? 'plausibility.lastAtMin' : atMax ? 'plausibility.lastAtMax' : undefined;
  const message: RuleMessage | undefined = key && { key, readings: { value, min: range.min, max: range.max } };
  return { implausible, atMin, atMax, marker, message };
}
