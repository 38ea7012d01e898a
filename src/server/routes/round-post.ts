// POST /measure-round/{mrId}: stores the completed round and appends its values to the history.
// The instanceId is an idempotency key that sees content (issue 34): a repeat with the same content answers the stored
// result and stores nothing; other content under a stored instanceId is a 409 naming the first difference.
// The entries are checked against the round's definition and derived from it (rounds/posted-entries).
import { asMrId } from '../../shared/contract/ids';
import type { FastifyInstance } from 'fastify';
import { apiPaths, type MeasureRoundPostBody, type MeasureRoundPostResponse } from '../../shared/api';
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import type { Entry } from '../../shared/schema/entry';
import type { Remark } from '../../shared/schema/remark';
import type { Database, Queryable } from '../db/database';
import { insertCompletedRound } from '../db/queries/completed-rounds';
import { appendValues, type NewValue } from '../db/queries/history';
import { decisionStagesOf, withCompletion } from '../decisions/round-decisions';
import { ApiError } from '../http/api-error';
import { derivePostedEntries } from '../rounds/posted-entries';
import { firstDifference, postContent, postDigest, type PostContent } from '../rounds/post-content';
import { storedPost, storePostedContent } from '../db/queries/posted-content';
import { loadRound } from './load-round';
import { routeOf } from './params';
import { MeasureRoundPostBodySchema, MeasureRoundPostResponseSchema, MrIdParamsSchema } from '../../shared/schema/rounds';

/** `answerBody` false (issue 32 spec dialect): the post is answered 201 (200 for a repeat) with no body, as the spec shows none. */
export function roundPostRoutes(app: FastifyInstance, db: Database, { answerBody }: { answerBody: boolean }): void {
  app.post<{ Params: { mrId: string }; Body: MeasureRoundPostBody }>(
    routeOf(apiPaths.postMeasureRound(':mrId')),
    {
      schema: { params: MrIdParamsSchema, body: MeasureRoundPostBodySchema },
      config: answerBody ? { answer: MeasureRoundPostResponseSchema } : {},
    },
    async (request, reply): Promise<MeasureRoundPostResponse | undefined> => {
      const body = request.body;
      const result = await db.transaction(async (tx) => {
        const round = await loadRound(tx, request, request.params.mrId, ['HANDEINGABE_OBSERVE']);
        const entries = derivePostedEntries(body.entries, round.entries, round.mr_id);
        const values = entries.flatMap(valuesOf);
        const submissionTime = new Date();
        const posted: CompletedMeasureRound = {
          instanceId: body.instanceId,
          creationTime: body.creationTime,
          submissionTime: submissionTime.toISOString(),
          mrId: asMrId(round.mr_id),
          mrName: round.mr_name,
          mrGroup: round.mr_group,
          ...(body.mrTeam !== undefined && { mrTeam: body.mrTeam }),
          ...(body.mrRemark !== undefined && { mrRemark: body.mrRemark }),
          entries,
        };
        const completed = withCompletion(posted, await decisionStagesOf(tx, round.mr_id), submissionTime);
        const content = postContent(body);
        if (!(await insertCompletedRound(tx, completed, values.length))) return storedResult(tx, body.instanceId, round.mr_id, content);
        await storePostedContent(tx, body.instanceId, postDigest(content), content);
        await appendValues(tx, body.instanceId, values);
        return { instanceId: body.instanceId, count: values.length, duplicate: false };
      });
      void reply.status(result.duplicate ? 200 : 201);
      if (!answerBody) return reply.send();
      return result;
    },
  );
}

async function storedResult(tx: Queryable, instanceId: string, mrId: number, content: PostContent) {
  const stored = await storedPost(tx, instanceId);
  if (stored.mrId !== mrId) throw new ApiError(409, `instanceId ${instanceId} belongs to another measure round`, 'instanceId');
  if (stored.digest !== undefined && stored.digest !== postDigest(content)) {
    const difference = stored.content ? firstDifference(stored.content, content) : undefined;
    throw new ApiError(409, `instanceId ${instanceId} was stored with other content${difference ? `: ${difference}` : ''}`, 'instanceId');
  }
  return { instanceId, count: stored.valueCount, duplicate: true };
}

/**
 * The history value of one posted entry. The client's posting transform (spec entry.md §5) already sent
 * valueAfter as its own entry one minute later, so the field itself is not stored a second time.
 */
function valuesOf(entry: Entry): NewValue[] {
  if (!entry.dt) return [];
  const hasRemark = Boolean(entry.staRemark?.text || entry.tsRemark?.text || entry.staRemark?.images?.length || entry.tsRemark?.images?.length);
  if (entry.value == null && !hasRemark) return [];
  return [
    {
      tsId: entry.tsId,
      dt: new Date(entry.dt),
      value: entry.value ?? null,
      staRemark: remarkOrUndefined(entry.staRemark),
      tsRemark: remarkOrUndefined(entry.tsRemark),
    },
  ];
}

/** An empty remark object (the valueAfter entry carries `{}`) is no remark. */
function remarkOrUndefined(remark: Remark | undefined): Remark | undefined {
  return remark?.text || remark?.images?.length || remark?.location ? remark : undefined;
}
