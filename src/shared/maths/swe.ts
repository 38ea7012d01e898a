// spec entry.md §3 Snow water equivalent record, §9 Snow water equivalent
import type { SnowRow, SnowWaterEquivalentRecord } from '../schema/snow';
import { isValidNumber } from '../format/number';

const DEFAULT_DEVICE_MASS = 800;
const DEFAULT_DEVICE_DIAMETER = 5;
const DEFAULT_SWE_ROWS = 5;

export function newSnowRecord(): SnowWaterEquivalentRecord {
  return {
    deviceMass: DEFAULT_DEVICE_MASS,
    deviceDiameter: DEFAULT_DEVICE_DIAMETER,
    deviceArea: deviceArea(DEFAULT_DEVICE_DIAMETER),
    values: Array.from({ length: DEFAULT_SWE_ROWS }, () => ({})),
  };
}

/** Cross-section area of the sampling tube from its diameter: π × (d / 2)². */
export function deviceArea(diameter: number): number {
  return Math.PI * (diameter / 2) ** 2;
}

const orNull = (value: number) => (Number.isFinite(value) ? value : null);

/** One row: mass = totalMass − deviceMass, volume = height × area, SWE = 10 × mass / area, density = mass / volume. */
function computeSnowRow(row: SnowRow, deviceMass: number, area: number): SnowRow {
  const mass = isValidNumber(row.totalMass) ? row.totalMass - deviceMass : null;
  const volume = isValidNumber(row.height) ? row.height * area : null;
  return {
    ...row,
    mass,
    volume,
    snowWaterEquivalent: mass === null ? null : orNull((10 * mass) / area),
    density: mass === null || volume === null ? null : orNull(mass / volume),
  };
}

const sum = (rows: readonly SnowRow[], field: keyof SnowRow) =>
  rows.reduce((total, row) => total + (isValidNumber(row[field]) ? (row[field] as number) : 0), 0);

/** The whole record: every row computed and the result as sums over rows (missing counts 0) with its density. */
export function computeSnowRecord(record: SnowWaterEquivalentRecord): SnowWaterEquivalentRecord {
  const area = deviceArea(record.deviceDiameter);
  const values = record.values.map((row) => computeSnowRow(row, record.deviceMass, area));
  const mass = sum(values, 'mass');
  const volume = sum(values, 'volume');
  const result: SnowRow = {
    height: sum(values, 'height'),
    totalMass: sum(values, 'totalMass'),
    mass,
    volume,
    snowWaterEquivalent: sum(values, 'snowWaterEquivalent'),
    density: orNull(mass / volume),
  };
  return { ...record, deviceArea: area, values, result };
}
