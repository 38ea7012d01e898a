// The JSON error body of every refused request.
import * as Type from 'typebox';
import type { Static } from 'typebox';

/**
 * issue 33: refusals a client must tell apart carry a code. DECISION_TAKEN: the stage the post decides is no longer
 * pending (409, `decided` names who decided it and when); NOTHING_DECIDED: the post decides none of the relevant
 * entries (400); INVALID_DECISION_VALUE: a value outside the spec's choices (400); PERMISSIONS_CHANGED: the
 * permissions changed since the version the post names (412).
 */
const ApiErrorCodeSchema = Type.Union([
  Type.Literal('DECISION_TAKEN'),
  Type.Literal('NOTHING_DECIDED'),
  Type.Literal('INVALID_DECISION_VALUE'),
  Type.Literal('PERMISSIONS_CHANGED'),
]);

const DecidedStageSchema = Type.Object({
  stage: Type.Union([Type.Literal(1), Type.Literal(2)]),
  user: Type.Optional(Type.String()),
  team: Type.Optional(Type.String()),
  time: Type.Optional(Type.String()),
});
export type DecidedStage = Static<typeof DecidedStageSchema>;

export const ApiErrorBodySchema = Type.Object({
  status: Type.Integer({ minimum: 400, maximum: 599 }),
  message: Type.String(),
  field: Type.Optional(Type.String()),
  code: Type.Optional(ApiErrorCodeSchema),
  decided: Type.Optional(DecidedStageSchema),
});
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;
