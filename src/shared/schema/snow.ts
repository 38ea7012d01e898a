// spec entry.md §3 Snow water equivalent record.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { NullableNumber } from './limits';

const SnowRowSchema = Type.Object({
  height: Type.Optional(NullableNumber()),
  totalMass: Type.Optional(NullableNumber()),
  mass: Type.Optional(NullableNumber()),
  volume: Type.Optional(NullableNumber()),
  snowWaterEquivalent: Type.Optional(NullableNumber()),
  density: Type.Optional(NullableNumber()),
});
export type SnowRow = Static<typeof SnowRowSchema>;

export const SnowWaterEquivalentRecordSchema = Type.Object({
  weather: Type.Optional(Type.String()),
  snowSurface: Type.Optional(Type.String()),
  deviceMass: Type.Number(),
  deviceDiameter: Type.Number(),
  deviceArea: Type.Optional(Type.Number()),
  values: Type.Array(SnowRowSchema),
  result: Type.Optional(SnowRowSchema),
});
export type SnowWaterEquivalentRecord = Static<typeof SnowWaterEquivalentRecordSchema>;
