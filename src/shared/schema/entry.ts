// spec entry.md §3 Entities: the entry of a measure round, one per site, station and timeseries, with its
// formula, plausibility range and input type. The full shape, whose type the model uses (issue 14); the server
// and the worker validate with the narrower schemas of rounds.ts and reference.ts, which name the fields they
// read and carry the limits, and let the rest of an entry pass through.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { DepthProfileRowSchema, DischargeInputTypeSchema, DischargeMeasurementSchema, DischargeProtocolSchema } from './discharge';
import { LocationSchema } from './remark';
import { readingProperties } from './rounds';
import { SnowWaterEquivalentRecordSchema } from './snow';
import { StationFacilitySchema, StationTaskSchema } from './station';
import { TsDataSchema } from './timeseries';
import { TsIdSchema } from './ids';

const InputTypeSchema = Type.Union([
  Type.Literal('NO_IMPORT_NUMBER'),
  Type.Literal('FORMULA'),
  Type.Literal('DISCHARGE'),
  Type.Literal('NO_STEADY_INCIDENT'),
  Type.Literal('NO_YES'),
  Type.Literal('SNOW_WATER_EQUIVALENT'),
  Type.Literal('NUMBER'),
]);
export type InputType = Static<typeof InputTypeSchema>;

const PlausibilityCheckSchema = Type.Object({ min: Type.Optional(Type.Number()), max: Type.Optional(Type.Number()) });
export type PlausibilityCheck = Static<typeof PlausibilityCheckSchema>;

/** spec entry.md §3 Formula node (a tree: opArgs are formula nodes) */
const FormulaNodeSchema = Type.Cyclic(
  {
    FormulaNode: Type.Object({
      op: Type.Optional(
        Type.Union([
          Type.Literal('+'),
          Type.Literal('-'),
          Type.Literal('/'),
          Type.Literal('*'),
          Type.Literal('pow'),
          Type.Literal('log'),
          Type.Literal('log10'),
          Type.Literal('sqrt'),
          Type.Literal('cos'),
          Type.Literal('sin'),
          Type.Literal('tan'),
          Type.Literal('abs'),
          Type.Literal('max'),
          Type.Literal('min'),
          Type.Literal('signum'),
        ]),
      ),
      /** a number or a `$n` placeholder */
      const: Type.Optional(Type.Union([Type.Number(), Type.String()])),
      tsId: Type.Optional(TsIdSchema(Type.String())),
      tsOp: Type.Optional(Type.Literal('last')),
      opArgs: Type.Optional(Type.Array(Type.Ref('FormulaNode'))),
    }),
  },
  'FormulaNode',
);
export type FormulaNode = Static<typeof FormulaNodeSchema>;

/** spec entry.md §3 Formula generator: gives matching entries a formula and a plausibility range. */
export const FormulaGeneratorSchema = Type.Object({
  tsIdRegex: Type.Optional(Type.String()),
  tsParameterRegex: Type.Optional(Type.String()),
  tsUnitRegex: Type.Optional(Type.String()),
  tsFormula: FormulaNodeSchema,
  tsPlausibilityCheck: Type.Optional(PlausibilityCheckSchema),
});
export type FormulaGenerator = Static<typeof FormulaGeneratorSchema>;

/** The fields of an entry every screen relies on: the narrower entry schemas check them and let the rest pass through. */
export const entryIdentityProperties = {
  tsId: TsIdSchema(),
  staName: Type.String(),
  staNumber: Type.String(),
  tsParameter: Type.String(),
};

export const EntrySchema = Type.Object({
  /** the offline copy's own id of the entry, so a queued edit finds its row after a resort; never posted */
  entryKey: Type.Optional(Type.String()),
  siteName: Type.Optional(Type.String()),
  siteNumber: Type.Optional(Type.String()),
  staName: Type.String(),
  staNumber: Type.String(),
  /** absent for optional stations */
  staOrdinal: Type.Optional(Type.Number()),
  staSubOrdinal: Type.Optional(Type.Number()),
  staLocation: Type.Optional(LocationSchema),
  staMetadata: Type.Optional(Type.Record(Type.String(), Type.String())),
  staFacilities: Type.Optional(Type.Array(StationFacilitySchema)),
  staTasks: Type.Optional(Type.Array(StationTaskSchema)),
  tsId: TsIdSchema(Type.String()),
  tsName: Type.Optional(Type.String()),
  tsParameter: Type.String(),
  tsUnit: Type.Optional(Type.String()),
  tsPlausibilityCheck: Type.Optional(PlausibilityCheckSchema),
  tsBarcode: Type.Optional(Type.String()),
  tsFormula: Type.Optional(FormulaNodeSchema),
  tsFormulaString: Type.Optional(Type.String()),
  inputType: Type.Optional(InputTypeSchema),
  importNumber: Type.Optional(Type.String()),
  ...readingProperties,
  /** ISO date-time; an offline copy keeps a typed date as typed until it is posted */
  dt: Type.Optional(Type.String()),
  depthProfile: Type.Optional(Type.Array(DepthProfileRowSchema)),
  dischargeProtocol: Type.Optional(DischargeProtocolSchema),
  dischargeValue: Type.Optional(DischargeMeasurementSchema),
  dischargeInputType: Type.Optional(DischargeInputTypeSchema),
  snowWaterEquivalent: Type.Optional(SnowWaterEquivalentRecordSchema),
  tsData: Type.Optional(TsDataSchema),
  distance: Type.Optional(Type.Number()),
  lastObservation: Type.Optional(Type.String()),
  isOptional: Type.Optional(Type.Boolean()),
  hasStaRemark: Type.Optional(Type.Boolean()),
});
export type Entry = Static<typeof EntrySchema>;
