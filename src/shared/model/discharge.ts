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
