// spec entry.md §3 Discharge meter, vertical, cross-section, volumetric and discharge measurement, protocol
export interface Calibration {
  slope: number;
  offset: number;
  maxImpulses: number;
}

export interface DischargeMeter {
  name: string;
  /** measuring duration per vertical point */
  seconds: number;
  calibrations: Calibration[];
}

export interface Vertical {
  distanceM?: number | null;
  depthCM?: number | null;
  impulses0?: number | null;
  impulses38?: number | null;
}

export interface MeterMeasurement {
  meter?: DischargeMeter;
  verticals: Vertical[];
}

export interface VolumetricMeasurement {
  /** litres */
  volume?: number | null;
  /** seconds */
  time?: number | null;
}

export type DischargeInputType = 'VALUE' | 'ESTIMATE' | 'VOLUME_TIME' | 'METER';
export type DischargeEstimateKey = 'Dry' | 'Moist' | 'Droplets';
/** stored as 0 sum, 1 mean */
export type AggregationMethod = 0 | 1;

export interface DischargeMeasurement {
  key?: DischargeEstimateKey;
  estimate?: number;
  meterMeasurement?: MeterMeasurement;
  volumetricMeasurements?: VolumetricMeasurement[];
  aggregationMethod?: AggregationMethod;
  value?: number | null;
  unit?: string;
}

export interface DischargeProtocol {
  dt?: string;
  gauge?: number | null;
  gaugeUnit?: string;
  discharge?: number | null;
  dischargeUnit?: string;
  meter?: string;
  remark?: string;
}

export interface DepthProfileRow {
  staNumber?: string;
  depthM?: number | null;
  depthAbsoluteM?: number | null;
  wt?: number | null;
  lfkt?: number | null;
}
