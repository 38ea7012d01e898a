// spec entry.md §3 Group (measure round, local copy)
import type { Entry } from './entry';

/** A measure round as listed by GET /measure-round (no entries). */
export interface GroupSummary {
  mrId: number | string;
  mrName: string;
  /** the category the round is listed under on the group selection screen */
  mrGroup: string;
  mrRemark?: string;
}

export interface Group extends GroupSummary {
  /** time from the server's Date header of the list response */
  mrVersion?: string;
  mrTeam?: string;
  /** random UUID of an offline copy */
  instanceId?: string;
  creationTime?: string;
  entries: Entry[];
}

/** The body of a round post (entry.md §7). */
export interface MeasureRoundPost {
  instanceId: string;
  creationTime: string;
  mrTeam?: string;
  mrRemark?: string;
  entries: Entry[];
}

/** spec entry.md §3 Offline round file (upload) */
export interface OfflineRoundFile extends Partial<Group> {
  type: 'LocalMeasureRound';
  entries: Entry[];
  mrName: string;
}
