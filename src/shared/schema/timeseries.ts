// /timeseries and /completed-measure-round/timeseries-values: values and metadata of timeseries.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Id, Instant, NullableNumber } from './limits';
import { RemarkSchema } from './remark';
import { TsIdSchema } from './ids';
import { MOST_DECIMALS } from '../format/compact-values';

/** Largest number of tsIds in one call (the client sends chunks of 32). */
export const MAX_TS_IDS = 100;

const TsIds = () => Type.Union([Id(), Type.Array(Id(), { maxItems: MAX_TS_IDS })]);
const Flag = () => Type.Union([Type.Literal('true'), Type.Literal('false')]);

/** Most values in one answer of the values call, and its limit when the caller sends none (issue 16). */
export const MAX_VALUES_PAGE = 100_000;

/**
 * issue 16 paging of the values call: `from` (values at or after this instant), `limit` (values per answer,
 * 1…MAX_VALUES_PAGE), `after` (the continuation of the previous answer) and `columns=true` (column form).
 */
export const TimeseriesValuesQuerySchema = Type.Object({
  tsId: Type.Optional(TsIds()),
  remarks: Type.Optional(Flag()),
  from: Type.Optional(Instant()),
  limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$' })),
  after: Type.Optional(Type.String({ minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9_-]+$' })),
  columns: Type.Optional(Flag()),
  compact: Type.Optional(Flag()),
});
export const TsIdParamsSchema = Type.Object({ tsId: Id() });
export const MetadataQuerySchema = Type.Object({ dt: Type.Optional(Instant()) });
export const MetadataAtQuerySchema = Type.Object({ dt: Instant(), tsId: Type.Optional(TsIds()) });

/** spec entry.md §3 / archive.md §3 Historic value */
export const HistoricValueSchema = Type.Object({
  instanceId: Type.Optional(Type.String()),
  tsId: TsIdSchema(),
  dt: Instant(),
  value: NullableNumber(),
  staRemark: Type.Optional(RemarkSchema),
  tsRemark: Type.Optional(RemarkSchema),
});
export const HistoricValuesSchema = Type.Array(HistoricValueSchema);

/**
 * A column of numbers (`nullable`: or null), checked by one loop over the array (issue 13: TypeBox's interpreted check
 * of every item took three quarters of the worker's time to load a year of hourly values of 32 series). The JSON
 * Schema is empty: the refinement is the check.
 */
function NumberColumn<Nullable extends boolean>(nullable: Nullable) {
  type Item = Nullable extends true ? number | null : number;
  const isItem = (item: unknown) => Number.isFinite(item) || (nullable && item === null);
  const firstBad = (value: unknown) => (Array.isArray(value) ? value.findIndex((item) => !isItem(item)) : -1);
  const kind = nullable ? 'numbers or null' : 'numbers';
  return Type.Refine(
    Type.Unsafe<Item[]>({}),
    (value: unknown) => Array.isArray(value) && firstBad(value) < 0,
    (value: unknown) => (Array.isArray(value) ? `must be ${kind}: item ${firstBad(value)} is not` : `must be an array of ${kind}`),
  );
}

/**
 * issue 16 column form of one series' values in a page: times (ms since 1970, UTC) and values by position,
 * remarks by the position of their value (only with remarks=true).
 */
const HistoricColumnsSchema = Type.Object({
  tsId: TsIdSchema(),
  t: NumberColumn(false),
  v: NumberColumn(true),
  remarks: Type.Optional(
    Type.Array(Type.Object({ i: Type.Integer({ minimum: 0 }), staRemark: Type.Optional(RemarkSchema), tsRemark: Type.Optional(RemarkSchema) })),
  ),
});
/** A page of the values call in column form: the series with values in it, and the continuation when more follow. */
export const HistoricColumnsPageSchema = Type.Object({ series: Type.Array(HistoricColumnsSchema), next: Type.Optional(Type.String()) });
/** issue 38 extension values-compact (src/shared/format/compact-values.ts): t as runs of steps, v as steps of scaled values */
const HistoricCompactColumnsSchema = Type.Object({
  ...HistoricColumnsSchema.properties,
  t: Type.Array(Type.Integer()),
  d: Type.Optional(Type.Integer({ minimum: 0, maximum: MOST_DECIMALS })),
});
export const HistoricCompactPageSchema = Type.Object({ series: Type.Array(HistoricCompactColumnsSchema), next: Type.Optional(Type.String()) });
export type HistoricColumns = Static<typeof HistoricColumnsSchema>;
export type HistoricColumnsPage = Static<typeof HistoricColumnsPageSchema>;
export type HistoricCompactPage = Static<typeof HistoricCompactPageSchema>;

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
