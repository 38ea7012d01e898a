// /timeseries and /completed-measure-round/timeseries-values: values and metadata of timeseries.
import Type, { type Static } from 'typebox';
import { Id, Instant, NullableNumber } from './limits';
import { RemarkSchema } from './remark';

/** Largest number of tsIds in one call (the client sends chunks of 32). */
export const MAX_TS_IDS = 100;

const TsIds = () => Type.Union([Id(), Type.Array(Id(), { maxItems: MAX_TS_IDS })]);
const Flag = () => Type.Union([Type.Literal('true'), Type.Literal('false')]);

export const TimeseriesValuesQuerySchema = Type.Object({ tsId: Type.Optional(TsIds()), remarks: Type.Optional(Flag()) });
export const TsIdParamsSchema = Type.Object({ tsId: Id() });
export const MetadataQuerySchema = Type.Object({ dt: Type.Optional(Instant()) });
export const MetadataAtQuerySchema = Type.Object({ dt: Instant(), tsId: Type.Optional(TsIds()) });

/** spec entry.md §3 / archive.md §3 Historic value */
export const HistoricValueSchema = Type.Object({
  instanceId: Type.Optional(Type.String()),
  tsId: Type.String({ minLength: 1 }),
  dt: Instant(),
  value: NullableNumber(),
  staRemark: Type.Optional(RemarkSchema),
  tsRemark: Type.Optional(RemarkSchema),
});
export const HistoricValuesSchema = Type.Array(HistoricValueSchema);

/** Timeseries metadata relative to an entry date (archive.md §3). */
export const TsDataSchema = Type.Object({
  last: Type.Optional(Type.Object({ dt: Instant(), value: NullableNumber() })),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  minExcludingLast: Type.Optional(Type.Number()),
  maxExcludingLast: Type.Optional(Type.Number()),
  sameDay: Type.Optional(Type.Boolean()),
  staRemarks: Type.Optional(Type.Array(Type.Object({ dt: Instant(), text: Type.String() }))),
});
export const TsDataByIdSchema = Type.Record(Type.String(), TsDataSchema);
export type HistoricValue = Static<typeof HistoricValueSchema>;
export type TsData = Static<typeof TsDataSchema>;
