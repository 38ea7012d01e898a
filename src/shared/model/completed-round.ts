// spec archive.md §3 CompletedMeasureRound and completed entry: types inferred from the schemas (issue 14).
export type { CompletedEntry, CompletedMeasureRound } from '../schema/archive';
