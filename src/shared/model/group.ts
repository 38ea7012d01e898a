// spec entry.md §3 Group (measure round, local copy): types inferred from the schemas (issue 14).
export type { Group, GroupSummary, MeasureRoundPost, OfflineRoundFile } from '../schema/group';
