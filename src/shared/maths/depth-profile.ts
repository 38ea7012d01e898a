// spec entry.md §5 "Depth profile shows only if Messpunkthöhe parses as a number"; §9 depth insertion step
import type { DepthProfileRow } from '../schema/discharge';
import { isValidNumber, parseDecimal } from '../format/number';
import { roundTo } from './discharge';

const DEFAULT_DEPTH_STEP_M = 1;
export const MEASURING_POINT_HEIGHT_KEY = 'Messpunkthöhe';

/** The measuring point height (m) from station metadata, when it parses as a number. */
export function measuringPointHeight(staMetadata: Record<string, string> | undefined): number | undefined {
  return parseDecimal(staMetadata?.[MEASURING_POINT_HEIGHT_KEY]);
}

/**
 * The depth of a new row: the last depth plus the previous step (the difference of the last two
 * depths; 1 m when there are fewer than two), rounded to 3 digits.
 */
export function nextDepthM(rows: readonly DepthProfileRow[]): number {
  const depths = rows.map((row) => row.depthM).filter(isValidNumber);
  const last = depths.at(-1) ?? 0;
  const step = depths.length >= 2 ? last - depths[depths.length - 2] : DEFAULT_DEPTH_STEP_M;
  return roundTo(last + step, 3);
}

/** Absolute height of a depth below the measuring point (m). */
export function depthAbsoluteM(measuringPointHeightM: number, depthM: number): number {
  return roundTo(measuringPointHeightM - depthM, 3);
}
