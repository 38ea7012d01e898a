// spec archive.md §3 CompletedMeasureRound and completed entry: the full shapes whose types the model uses
// (issue 14). Answers and decision posts are validated with the narrower schemas of archive.ts.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { EntrySchema } from './entry';
import { RemarkSchema } from './remark';

export const CompletedEntryShapeSchema = Type.Object({
  ...EntrySchema.properties,
  implausibleError: Type.Optional(Type.String()),
  lastValueImplausibleError: Type.Optional(Type.String()),
  decision1Value: Type.Optional(Type.String()),
  decision1Remark: Type.Optional(RemarkSchema),
  decision2Value: Type.Optional(Type.String()),
  decision2Remark: Type.Optional(RemarkSchema),
  valueOverviewString: Type.Optional(Type.String()),
  print: Type.Optional(Type.Boolean()),
});
export type CompletedEntry = Static<typeof CompletedEntryShapeSchema>;

export const CompletedRoundShapeSchema = Type.Object({
  instanceId: Type.String(),
  creationTime: Type.String(),
  submissionTime: Type.Optional(Type.String()),
  decision1Time: Type.Optional(Type.String()),
  decision2Time: Type.Optional(Type.String()),
  completionTime: Type.Optional(Type.String()),
  mrTeam: Type.Optional(Type.String()),
  decision1Team: Type.Optional(Type.String()),
  decision2Team: Type.Optional(Type.String()),
  /** user name of the decider, set by the server from the login (issue 9) */
  decision1User: Type.Optional(Type.String()),
  decision2User: Type.Optional(Type.String()),
  userDecision1Required: Type.Optional(Type.Boolean()),
  userDecision2Required: Type.Optional(Type.Boolean()),
  mrId: Type.Union([Type.Number(), Type.String()]),
  mrName: Type.String(),
  mrGroup: Type.Optional(Type.String()),
  mrRemark: Type.Optional(Type.String()),
  entries: Type.Array(CompletedEntryShapeSchema),
});
export type CompletedMeasureRound = Static<typeof CompletedRoundShapeSchema>;
