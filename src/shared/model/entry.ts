// spec entry.md §3 Entities: the entry of a measure round, one per site, station and timeseries.
import type { DepthProfileRow, DischargeMeasurement, DischargeProtocol, DischargeInputType } from './discharge';
import type { SnowWaterEquivalentRecord } from './snow';
import type { StationFacility, StationTask } from './station';
import type { Location, Remark } from '../schema/remark';
import type { TsData } from '../schema/timeseries';

export type { Location, Remark } from '../schema/remark';

export type InputType =
  | 'NO_IMPORT_NUMBER'
  | 'FORMULA'
  | 'DISCHARGE'
  | 'NO_STEADY_INCIDENT'
  | 'NO_YES'
  | 'SNOW_WATER_EQUIVALENT'
  | 'NUMBER';

export interface PlausibilityCheck {
  min?: number;
  max?: number;
}

/** spec entry.md §3 Formula node */
export interface FormulaNode {
  op?: '+' | '-' | '/' | '*' | 'pow' | 'log' | 'log10' | 'sqrt' | 'cos' | 'sin' | 'tan' | 'abs' | 'max' | 'min' | 'signum';
  /** a number or a `$n` placeholder */
  const?: number | string;
  tsId?: string;
  tsOp?: 'last';
  opArgs?: FormulaNode[];
}

/** spec entry.md §3 Formula generator: gives matching entries a formula and a plausibility range. */
export interface FormulaGenerator {
  tsIdRegex?: string;
  tsParameterRegex?: string;
  tsUnitRegex?: string;
  tsFormula: FormulaNode;
  tsPlausibilityCheck?: PlausibilityCheck;
}

/** Timeseries metadata (archive.md §3): values are numbers, dt strings ISO date-times. */
export type { TsData } from '../schema/timeseries';

export interface Entry {
  /** the offline copy's own id of the entry, so a queued edit finds its row after a resort; never posted */
  entryKey?: string;
  siteName?: string;
  siteNumber?: string;
  staName: string;
  staNumber: string;
  /** absent for optional stations */
  staOrdinal?: number;
  staSubOrdinal?: number;
  staLocation?: Location;
  staMetadata?: Record<string, string>;
  staFacilities?: StationFacility[];
  staTasks?: StationTask[];
  tsId: string;
  tsName?: string;
  tsParameter: string;
  tsUnit?: string;
  tsPlausibilityCheck?: PlausibilityCheck;
  tsBarcode?: string;
  tsFormula?: FormulaNode;
  tsFormulaString?: string;
  inputType?: InputType;
  importNumber?: string;
  /** ISO date-time */
  dt?: string;
  value?: number | null;
  valueAfter?: number | null;
  valueCalculated?: number | null;
  tsRemark?: Remark;
  staRemark?: Remark;
  depthProfile?: DepthProfileRow[];
  dischargeProtocol?: DischargeProtocol;
  dischargeValue?: DischargeMeasurement;
  dischargeInputType?: DischargeInputType;
  snowWaterEquivalent?: SnowWaterEquivalentRecord;
  tsData?: TsData;
  distance?: number;
  lastObservation?: string;
  isOptional?: boolean;
  hasStaRemark?: boolean;
}
