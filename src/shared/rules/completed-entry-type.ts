// spec archive.md §4: input types relevant to decisions and reports. Completed entries carry inputType;
// older ones only their unit, so the unit decides when inputType is missing.
import type { Entry, InputType } from '../schema/entry';
import { INCIDENT_VALUE, NO_STEADY_INCIDENT_UNIT, NO_YES_UNIT } from './input-type';

export function completedInputType(entry: Pick<Entry, 'inputType' | 'tsUnit'>): InputType | undefined {
  if (entry.inputType) return entry.inputType;
  const unit = entry.tsUnit?.trim();
  if (unit === NO_STEADY_INCIDENT_UNIT) return 'NO_STEADY_INCIDENT';
  if (unit === NO_YES_UNIT) return 'NO_YES';
  return undefined;
}

/** An event: NO_STEADY_INCIDENT with the incident value 2 (Ereignis). */
export function isEvent(entry: Pick<Entry, 'inputType' | 'tsUnit' | 'value'>): boolean {
  return completedInputType(entry) === 'NO_STEADY_INCIDENT' && entry.value === INCIDENT_VALUE;
}

export function hasRemarkText(entry: Pick<Entry, 'staRemark' | 'tsRemark'>): boolean {
  return Boolean(entry.staRemark?.text?.trim() || entry.tsRemark?.text?.trim());
}
