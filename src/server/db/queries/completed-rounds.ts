import { apiPaths } from '../../../shared/api';
import type { CompletedEntry, CompletedMeasureRound, Remark } from '../../../shared/model';
import type { Queryable } from '../database';

export async function findCompletedRound(db: Queryable, instanceId: string): Promise<CompletedMeasureRound | undefined> {
  const [row] = await db.query<{ body: CompletedMeasureRound }>('SELECT body FROM completed_round WHERE instance_id = $1', [
    instanceId,
  ]);
  return row?.body;
}

export async function listCompletedRounds(db: Queryable, onlyIds: number[] | 'all'): Promise<CompletedMeasureRound[]> {
  const rows = await db.query<{ body: CompletedMeasureRound }>(
    `SELECT body FROM completed_round WHERE $1::int[] IS NULL OR mr_id = ANY($1::int[])
     ORDER BY submission_time DESC, instance_id`,
    [onlyIds === 'all' ? null : onlyIds],
  );
  return rows.map((row) => withImageUrls(row.body));
}

export async function saveCompletedRound(tx: Queryable, round: CompletedMeasureRound): Promise<void> {
  await tx.query('UPDATE completed_round SET body = $2 WHERE instance_id = $1', [round.instanceId, JSON.stringify(round)]);
}

/** Remarks name their images; the archive reads them through the completed-round image path. */
export function remarkWithImageUrls(instanceId: string, remark: Remark | undefined): Remark | undefined {
  if (!remark) return remark;
  // image URLs are built from the stored image names only (issue 9)
  const { imageURLs: _stored, ...rest } = remark;
  if (!rest.images?.length) return rest;
  return { ...rest, imageURLs: rest.images.map((name) => apiPaths.completedRoundImage(instanceId, name)) };
}

export function withImageUrls(round: CompletedMeasureRound): CompletedMeasureRound {
  const urls = (remark: Remark | undefined) => remarkWithImageUrls(round.instanceId, remark);
  return {
    ...round,
    entries: round.entries.map(
      (entry): CompletedEntry => ({ ...entry, staRemark: urls(entry.staRemark), tsRemark: urls(entry.tsRemark) }),
    ),
  };
}

export function imageNamesOf(round: CompletedMeasureRound): Set<string> {
  return new Set(round.entries.flatMap((entry) => [...(entry.staRemark?.images ?? []), ...(entry.tsRemark?.images ?? [])]));
}
