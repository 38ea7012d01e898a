// spec entry.md §3 Snow water equivalent record: types inferred from the schemas (issue 14).
export type { SnowRow, SnowWaterEquivalentRecord } from '../schema/snow';
