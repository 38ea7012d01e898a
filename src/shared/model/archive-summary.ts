// spec archive.md §2 Archive list: one completed round as the list shows and filters it (no entries); types
// inferred from the schemas (issue 14).
export type { ArchiveRoundSummary, StoredArchiveSummary } from '../schema/archive';
