// spec entry.md §3 Entities: the entry of a measure round; types inferred from the schemas (issue 14).
export type { Location, Remark } from '../schema/remark';
/** Timeseries metadata (archive.md §3): values are numbers, dt strings ISO date-times. */
export type { TsData } from '../schema/timeseries';
export type { Entry, FormulaGenerator, FormulaNode, InputType, PlausibilityCheck } from '../schema/entry';
