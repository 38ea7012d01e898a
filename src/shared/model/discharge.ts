// spec entry.md §3 Discharge meter and measurements: types inferred from the schemas (issue 14).
export type {
  AggregationMethod,
  Calibration,
  DepthProfileRow,
  DischargeEstimateKey,
  DischargeInputType,
  DischargeMeasurement,
  DischargeMeter,
  DischargeProtocol,
  MeterMeasurement,
  Vertical,
  VolumetricMeasurement,
} from '../schema/discharge';

/** The stored aggregationMethod of a volumetric measurement (spec entry.md §3: 0 sum, 1 mean). */
export const AGGREGATION_SUM = 0;
export const AGGREGATION_MEAN = 1;
