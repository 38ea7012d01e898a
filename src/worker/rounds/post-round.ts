// spec entry.md §4 post of an offline round, full or partial; §7 body first, then each photo
// (uploadImagesFirst switches the order). The copy leaves the device only after every task answered 2xx.
import type { Entry } from '../../shared/schema/entry';
import type { MeasureRoundPost } from '../../shared/schema/group';
import type { Settings } from '../../shared/schema/settings';
import { buildRoundPost, splitForPartialPost, withoutDoneTasks } from '../../shared/rules/posting';
import { type OfflineRound, type PostOptions, type PostResult } from '../../shared/contract';
import { currentSettings } from '../session/current-settings';
import { workerError } from '../http/worker-error';
import { finishPost } from '../outbox/finish-post';
import { withPostLock } from '../outbox/post-lock';
import { wasPosted } from '../outbox/posted-elsewhere';
import { exclusiveTransfer, runTransfers } from '../outbox/transfer-runner';
import { isPostUnsettled, startPost } from '../store/outbox-store';
import type { TransferTask } from '../store/schema';
import { missingRound, newInstanceId } from './offline-rounds';

export function postRound(instanceId: string, options: PostOptions = {}): Promise<PostResult> {
  return exclusiveTransfer(() =>
    withPostLock(
      instanceId,
      async () => {
        const settings = await currentSettings();
        const tasks = await startPost(instanceId, (round, earlier) => unsettledTasks(earlier) ?? plannedTasks(instanceId, round, settings, options));
        return finishPost(await runTransfers(tasks));
      },
      () => {
        throw workerError('TRANSFER_RUNNING', 'A transfer is running');
      },
    ),
  );
}

/**
 * issue 34: after a post that ended without an answer the same tasks are sent again, body and instanceId unchanged:
 * the server stores the body or answers that it has it, which settles the outcome either way.
 */
function unsettledTasks(earlier: readonly TransferTask[]): TransferTask[] | undefined {
  if (!isPostUnsettled(earlier)) return undefined;
  return earlier.map((task) => (task.state === 'error' ? { ...task, state: 'queued' } : task));
}

/** The post's tasks for the copy as it is; throws the spec's validation errors. */
function plannedTasks(instanceId: string, round: OfflineRound | undefined, settings: Settings, options: PostOptions): TransferTask[] {
  if (!round && wasPosted(instanceId)) throw workerError('POSTED_ELSEWHERE', `Round ${instanceId} was transferred in another tab`);
  if (!round) throw missingRound(instanceId);
  if (settings.requirePrintBeforeSave && !round.printed) throw workerError('PRINT_REQUIRED', 'The round must be printed before it is posted');

  const { send, keep } = options.partial ? splitForPartialPost(round.entries) : { send: round.entries, keep: [] };
  const built = buildRoundPost({ ...round, entries: send }, settings.formulaGenerators);
  if (!built.ok) throw workerError('VALIDATION', built.message);
  if (built.body.entries.length === 0) throw workerError('NO_ENTRIES', 'Expecting at least one entry');

  const remaining = withoutDoneTasks(keep);
  const remainder = remaining.length > 0 ? { ...round, instanceId: newInstanceId(), entries: remaining } : undefined;
  return transferTasks(round, built.body, remainder, settings.uploadImagesFirst);
}

/** The post's tasks; the body task carries all a resumed post needs, so the copy is not read again. */
function transferTasks(round: OfflineRound, body: MeasureRoundPost, remainder: OfflineRound | undefined, imagesFirst: boolean): TransferTask[] {
  const now = new Date().toISOString();
  const base = { instanceId: round.instanceId, mrId: round.mrId, state: 'queued' as const, attempts: 0, updated: now };
  const images = photoUploads(body.entries).map(
    (upload, i): TransferTask => ({ ...base, id: `${round.instanceId}/image/${upload.photoId}`, kind: 'image', order: i + 1, ...upload }),
  );
  const bodyTask: TransferTask = { ...base, id: `${round.instanceId}/body`, kind: 'body', order: imagesFirst ? images.length + 1 : 0, body, remainder };
  return [bodyTask, ...images];
}

/** One upload per photo of the sent entries, with the spec's query dt, staNumber, tsParameter, tsId. */
function photoUploads(sent: readonly Entry[]): { photoId: string; imageQuery: string }[] {
  const seen = new Set<string>();
  return sent.flatMap((entry) =>
    (['staRemark', 'tsRemark'] as const).flatMap((remark) =>
      (entry[remark]?.images ?? [])
        .filter((photoId) => !seen.has(photoId) && seen.add(photoId))
        .map((photoId) => {
          const query = new URLSearchParams({ dt: entry.dt ?? '', staNumber: entry.staNumber });
          if (remark === 'tsRemark') {
            query.set('tsParameter', entry.tsParameter);
            query.set('tsId', entry.tsId);
          }
          return { photoId, imageQuery: query.toString() };
        }),
    ),
  );
}
