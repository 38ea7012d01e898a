// spec entry.md §3 Discharge meter, vertical, cross-section, volumetric and discharge measurement, protocol,
// depth profile row.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { NullableNumber } from './limits';

const CalibrationSchema = Type.Object({ slope: Type.Number(), offset: Type.Number(), maxImpulses: Type.Number() });
export type Calibration = Static<typeof CalibrationSchema>;

export const DischargeMeterSchema = Type.Object({
  name: Type.String(),
  /** measuring duration per vertical point */
  seconds: Type.Number(),
  calibrations: Type.Array(CalibrationSchema),
});
export type DischargeMeter = Static<typeof DischargeMeterSchema>;

const VerticalSchema = Type.Object({
  distanceM: Type.Optional(NullableNumber()),
  depthCM: Type.Optional(NullableNumber()),
  impulses0: Type.Optional(NullableNumber()),
  impulses38: Type.Optional(NullableNumber()),
});
export type Vertical = Static<typeof VerticalSchema>;

const MeterMeasurementSchema = Type.Object({ meter: Type.Optional(DischargeMeterSchema), verticals: Type.Array(VerticalSchema) });
export type MeterMeasurement = Static<typeof MeterMeasurementSchema>;

const VolumetricMeasurementSchema = Type.Object({
  /** litres */
  volume: Type.Optional(NullableNumber()),
  /** seconds */
  time: Type.Optional(NullableNumber()),
});
export type VolumetricMeasurement = Static<typeof VolumetricMeasurementSchema>;

export const DischargeInputTypeSchema = Type.Union([Type.Literal('VALUE'), Type.Literal('ESTIMATE'), Type.Literal('VOLUME_TIME'), Type.Literal('METER')]);
export type DischargeInputType = Static<typeof DischargeInputTypeSchema>;
const DischargeEstimateKeySchema = Type.Union([Type.Literal('Dry'), Type.Literal('Moist'), Type.Literal('Droplets')]);
export type DischargeEstimateKey = Static<typeof DischargeEstimateKeySchema>;
/** stored as 0 sum, 1 mean */
const AggregationMethodSchema = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type AggregationMethod = Static<typeof AggregationMethodSchema>;

export const DischargeMeasurementSchema = Type.Object({
  key: Type.Optional(DischargeEstimateKeySchema),
  estimate: Type.Optional(Type.Number()),
  meterMeasurement: Type.Optional(MeterMeasurementSchema),
  volumetricMeasurements: Type.Optional(Type.Array(VolumetricMeasurementSchema)),
  aggregationMethod: Type.Optional(AggregationMethodSchema),
  value: Type.Optional(NullableNumber()),
  unit: Type.Optional(Type.String()),
});
export type DischargeMeasurement = Static<typeof DischargeMeasurementSchema>;

export const DischargeProtocolSchema = Type.Object({
  dt: Type.Optional(Type.String()),
  gauge: Type.Optional(NullableNumber()),
  gaugeUnit: Type.Optional(Type.String()),
  discharge: Type.Optional(NullableNumber()),
  dischargeUnit: Type.Optional(Type.String()),
  meter: Type.Optional(Type.String()),
  remark: Type.Optional(Type.String()),
});
export type DischargeProtocol = Static<typeof DischargeProtocolSchema>;

export const DepthProfileRowSchema = Type.Object({
  staNumber: Type.Optional(Type.String()),
  depthM: Type.Optional(NullableNumber()),
  depthAbsoluteM: Type.Optional(NullableNumber()),
  wt: Type.Optional(NullableNumber()),
  lfkt: Type.Optional(NullableNumber()),
});
export type DepthProfileRow = Static<typeof DepthProfileRowSchema>;

/** The stored aggregationMethod of a volumetric measurement (spec entry.md §3: 0 sum, 1 mean). */
export const AGGREGATION_SUM = 0;
export const AGGREGATION_MEAN = 1;
