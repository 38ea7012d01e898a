// spec archive.md §3 CompletedMeasureRound and completed entry
import type { Entry, Remark } from './entry';

export interface CompletedEntry extends Entry {
  implausibleError?: string;
  lastValueImplausibleError?: string;
  decision1Value?: string;
  decision1Remark?: Remark;
  decision2Value?: string;
  decision2Remark?: Remark;
  valueOverviewString?: string;
  print?: boolean;
}

export interface CompletedMeasureRound {
  instanceId: string;
  creationTime: string;
  submissionTime?: string;
  decision1Time?: string;
  decision2Time?: string;
  completionTime?: string;
  mrTeam?: string;
  decision1Team?: string;
  decision2Team?: string;
  /** user name of the decider, set by the server from the login (issue 9) */
  decision1User?: string;
  decision2User?: string;
  userDecision1Required?: boolean;
  userDecision2Required?: boolean;
  mrId: number | string;
  mrName: string;
  mrGroup?: string;
  mrRemark?: string;
  entries: CompletedEntry[];
}
