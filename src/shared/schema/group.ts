// spec entry.md §3 Group (measure round, local copy), the round post body and the offline round file: the full
// shapes whose types the model uses (issue 14). Answers are validated with the narrower GroupSchema
// (reference.ts) and posts with MeasureRoundPostBodySchema (rounds.ts), which carry the limits.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { EntrySchema } from './entry';
import { GroupSummarySchema } from './reference';

/** A measure round as listed by GET /measure-round (no entries). */
export type GroupSummary = Static<typeof GroupSummarySchema>;

const GroupShapeSchema = Type.Object({
  ...GroupSummarySchema.properties,
  /** time from the server's Date header of the list response */
  mrVersion: Type.Optional(Type.String()),
  mrTeam: Type.Optional(Type.String()),
  /** random UUID of an offline copy */
  instanceId: Type.Optional(Type.String()),
  creationTime: Type.Optional(Type.String()),
  entries: Type.Array(EntrySchema),
});
export type Group = Static<typeof GroupShapeSchema>;

/** The body of a round post (entry.md §7). */
const MeasureRoundPostShapeSchema = Type.Object({
  instanceId: Type.String(),
  creationTime: Type.String(),
  mrTeam: Type.Optional(Type.String()),
  mrRemark: Type.Optional(Type.String()),
  entries: Type.Array(EntrySchema),
});
export type MeasureRoundPost = Static<typeof MeasureRoundPostShapeSchema>;

/** spec entry.md §3 Offline round file (upload) */
const OfflineRoundFileSchema = Type.Object({
  ...Type.Partial(GroupShapeSchema).properties,
  type: Type.Literal('LocalMeasureRound'),
  entries: Type.Array(EntrySchema),
  mrName: Type.String(),
});
export type OfflineRoundFile = Static<typeof OfflineRoundFileSchema>;
