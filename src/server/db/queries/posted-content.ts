// issue 34: the digest and content of each stored round post, for the idempotency check of a repeated instanceId.
import type { PostContent } from '../../rounds/post-content';
import type { Queryable } from '../database';

export async function storePostedContent(tx: Queryable, instanceId: string, digest: string, content: PostContent): Promise<void> {
  await tx.query('UPDATE completed_round SET post_digest = $2, post_body = $3 WHERE instance_id = $1', [instanceId, digest, JSON.stringify(content)]);
}

interface StoredPost {
  mrId: number;
  valueCount: number;
  /** absent for rounds stored before digests were kept */
  digest?: string;
  content?: PostContent;
}

export async function storedPost(tx: Queryable, instanceId: string): Promise<StoredPost> {
  const [row] = await tx.query<{ mr_id: number; value_count: number; post_digest: string | null; post_body: PostContent | null }>(
    'SELECT mr_id, value_count, post_digest, post_body FROM completed_round WHERE instance_id = $1',
    [instanceId],
  );
  return { mrId: row.mr_id, valueCount: row.value_count, digest: row.post_digest ?? undefined, content: row.post_body ?? undefined };
}
