// /completed-measure-round (archive.md §3, §4): completed rounds, the decisions post, the archive list, parameters.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { EntrySchema, entryIdentityProperties } from './entry';
import { Id, Instant, MAX_ITEMS, MAX_LENGTH, Name, RemarkText } from './limits';
import { RemarkSchema } from './remark';
import { readingProperties } from './rounds';
import { MrIdSchema, TsIdSchema } from './ids';

const DecisionValue = () => Type.Union([Type.String({ maxLength: MAX_LENGTH.decisionValue, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }), Type.Null()]);
const DecisionRemark = () => Type.Object({ text: Type.Optional(RemarkText()) });

/**
 * POST /completed-measure-round/{instanceId}: the decisions of one stage (archive.md §4). The flags and times of the
 * round the client read name the stage it decides (issue 33: a post for a stage decided meanwhile is refused).
 */
export const DecisionsPostBodySchema = Type.Object({
  instanceId: Type.Optional(Id()),
  userDecision1Required: Type.Optional(Type.Boolean()),
  userDecision2Required: Type.Optional(Type.Boolean()),
  decision1Time: Type.Optional(Type.Union([Instant(), Type.Null()])),
  decision2Time: Type.Optional(Type.Union([Instant(), Type.Null()])),
  decision1Team: Type.Optional(Name()),
  decision2Team: Type.Optional(Name()),
  entries: Type.Array(
    Type.Object({
      tsId: TsIdSchema(Id()),
      decision1Value: Type.Optional(DecisionValue()),
      decision1Remark: Type.Optional(DecisionRemark()),
      decision2Value: Type.Optional(DecisionValue()),
      decision2Remark: Type.Optional(DecisionRemark()),
    }),
    { maxItems: MAX_ITEMS },
  ),
});
export type DecisionsPostBody = Static<typeof DecisionsPostBodySchema>;

/** What a completed entry adds to its entry: the decisions of both stages (archive.md §3, §4). */
export const decisionProperties = {
  decision1Value: Type.Optional(Type.String()),
  decision1Remark: Type.Optional(RemarkSchema),
  decision2Value: Type.Optional(Type.String()),
  decision2Remark: Type.Optional(RemarkSchema),
};

/** spec archive.md §3 Completed entry: the full shape, whose type the model uses (issue 14). */
const CompletedEntryShapeSchema = Type.Object({
  ...EntrySchema.properties,
  implausibleError: Type.Optional(Type.String()),
  lastValueImplausibleError: Type.Optional(Type.String()),
  ...decisionProperties,
  valueOverviewString: Type.Optional(Type.String()),
  print: Type.Optional(Type.Boolean()),
});
export type CompletedEntry = Static<typeof CompletedEntryShapeSchema>;
/** issue 35: the fields a completed entry may have; a post's other keys are not stored */
export const COMPLETED_ENTRY_FIELDS: readonly string[] = Object.keys(CompletedEntryShapeSchema.properties);

/**
 * A completed entry as the archive reads it: what the list, the detail, the report and the PDF rely on is checked;
 * the rest of the entry (its definition as posted) passes through, so its type is the full shape.
 */
const CompletedEntrySchema = Type.Unsafe<CompletedEntry>(
  Type.Object({ ...entryIdentityProperties, ...readingProperties, ...decisionProperties }),
);

/** The fields of a completed round besides its entries: the round and, issue 11, its archive list row. */
const roundFields = {
  instanceId: Type.String({ minLength: 1 }),
  creationTime: Instant(),
  submissionTime: Type.Optional(Instant()),
  decision1Time: Type.Optional(Instant()),
  decision2Time: Type.Optional(Instant()),
  completionTime: Type.Optional(Instant()),
  mrTeam: Type.Optional(Type.String()),
  decision1Team: Type.Optional(Type.String()),
  decision2Team: Type.Optional(Type.String()),
  /** user name of the decider, set by the server from the login (issue 9) */
  decision1User: Type.Optional(Type.String()),
  decision2User: Type.Optional(Type.String()),
  mrId: MrIdSchema(),
  mrName: Type.String(),
  mrGroup: Type.Optional(Type.String()),
  mrRemark: Type.Optional(Type.String()),
};

/** spec archive.md §3 CompletedMeasureRound: checked in every answer, stored round and decision post (issue 14). */
export const CompletedRoundSchema = Type.Object({
  ...roundFields,
  userDecision1Required: Type.Optional(Type.Boolean()),
  userDecision2Required: Type.Optional(Type.Boolean()),
  /** issue 33, to administrators: the stage the round waits for has no decider (every holder of its role was revoked) */
  pendingStageWithoutDecider: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  entries: Type.Array(CompletedEntrySchema),
});
export type CompletedMeasureRound = Static<typeof CompletedRoundSchema>;

/** The stages some entry of a round is relevant for (archive.md §4 Relevance). */
const RelevantStages = () => Type.Array(Type.Union([Type.Literal(1), Type.Literal(2)]), { maxItems: 2 });

/** issue 11: what the server stores per round once, at write time: its archive list row (archive.md §2), no entries. */
const StoredArchiveSummarySchema = Type.Object({
  ...roundFields,
  /** images of the round, each image name counted once (camera icon) */
  imageCount: Type.Integer({ minimum: 0 }),
  /** entries with a station or series remark text */
  remarkCount: Type.Integer({ minimum: 0 }),
  relevantStages: RelevantStages(),
  /** lower-cased group, name, team, remarks, station, site and parameter texts, one per line, each once */
  searchText: Type.String(),
});

/** issue 14: the stored row of a round that does not match CompletedRoundSchema: its id and the first violation; lists skip it. */
const MalformedArchiveSummarySchema = Type.Object({
  instanceId: Type.Optional(Type.String()),
  relevantStages: RelevantStages(),
  invalid: Type.Object({ field: Type.String(), message: Type.String() }),
});

/** The caller's own decision flags, added to each row when it is answered. */
const decisionFlags = { userDecision1Required: Type.Boolean(), userDecision2Required: Type.Boolean() };

/** issue 11: one row of the archive list as answered (archive.md §2). */
export const ArchiveRoundSummarySchema = Type.Object({ ...StoredArchiveSummarySchema.properties, ...decisionFlags });

/** issue 11: GET /completed-measure-round, checked whole in the server's tests. */
export const ArchiveListAnswerSchema = Type.Object({
  /** this answer's archive version (also its ETag); sent back as `since` it asks for what changed */
  version: Type.String({ minLength: 1 }),
  /** true: every round the caller may see, replacing what the client holds; false: the rounds changed since `since` */
  complete: Type.Boolean(),
  rounds: Type.Array(Type.Union([ArchiveRoundSummarySchema, Type.Object({ ...MalformedArchiveSummarySchema.properties, ...decisionFlags })])),
});

/** The list answer as the worker reads it: its rows are checked one by one (a bad row is skipped, not the answer). */
export const ArchiveListEnvelopeSchema = Type.Object({ ...ArchiveListAnswerSchema.properties, rounds: Type.Array(Type.Unknown()) });

export const ArchiveListQuerySchema = Type.Object({ since: Type.Optional(Id()) });

export type MalformedArchiveSummary = Static<typeof MalformedArchiveSummarySchema>;
export type StoredArchiveSummary = Static<typeof StoredArchiveSummarySchema> | MalformedArchiveSummary;
export type ArchiveRoundSummary = Static<typeof ArchiveRoundSummarySchema>;
export type ArchiveListAnswer = Static<typeof ArchiveListAnswerSchema>;

export const InstanceIdParamsSchema = Type.Object({ instanceId: Id() });
/** The PDF protocol's language and IANA time zone, as the page shows the round (issue 36 item 1). */
export const ProtocolQuerySchema = Type.Object(
  { language: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])), timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export const CompletedImageParamsSchema = Type.Object({ instanceId: Id(), imageName: Id() });
