// spec archive.md §2 Archive list: one completed round as the list shows and filters it (no entries).

/** What the server stores per round once, at write time. */
export interface StoredArchiveSummary {
  instanceId: string;
  mrId: number | string;
  mrName: string;
  mrGroup?: string;
  mrTeam?: string;
  mrRemark?: string;
  creationTime: string;
  submissionTime?: string;
  decision1Time?: string;
  decision2Time?: string;
  completionTime?: string;
  decision1Team?: string;
  decision2Team?: string;
  /** images of the round, each image name counted once (camera icon) */
  imageCount: number;
  /** entries with a station or series remark text */
  remarkCount: number;
  /** decision stages some entry of the round is relevant for (archive.md §4 Relevance) */
  relevantStages: (1 | 2)[];
  /** lower-cased group, name, team, remarks, station, site and parameter texts, one per line, each once */
  searchText: string;
  /** set when the stored round does not match the completed-round schema (issue 14): the list skips it */
  invalid?: { field: string; message: string };
}

/** A summary row as a caller sees it: the decision flags are the caller's own. */
export interface ArchiveRoundSummary extends StoredArchiveSummary {
  userDecision1Required: boolean;
  userDecision2Required: boolean;
}
