// spec entry.md §4 post of an offline round, full or partial; §7 body first, then each photo
// (uploadImagesFirst switches the order). The copy leaves the device only after every task answered 2xx.
import type { Entry } from '../../shared/model';
import { buildRoundPost, splitForPartialPost, withoutDoneTasks } from '../../shared/rules/posting';
import type { OfflineRound, PostOptions, PostResult } from '../../shared/worker-api';
import { currentSettings } from '../config/current-settings';
import { workerError } from '../http/worker-error';
import { isTransferRunning, runTransfers } from '../outbox/transfer-runner';
import { deleteTasks, writeTasks } from '../store/outbox-store';
import { readRound, replaceRounds } from '../store/rounds-store';
import type { TransferTask } from '../store/schema';
import { missingRound } from './offline-rounds';

export const TRANSFER_RUNNING_MESSAGE = 'A transfer is running';
export const PRINT_REQUIRED_MESSAGE = 'The round must be printed before it is posted';

export async function postRound(instanceId: string, options: PostOptions = {}): Promise<PostResult> {
  if (isTransferRunning()) throw workerError('VALIDATION', TRANSFER_RUNNING_MESSAGE);
  const round = await readRound(instanceId);
  if (!round) throw missingRound(instanceId);
  const settings = await currentSettings();
  if (settings.requirePrintBeforeSave && !round.printed) throw workerError('VALIDATION', PRINT_REQUIRED_MESSAGE);

  const { send, keep } = options.partial ? splitForPartialPost(round.entries) : { send: round.entries, keep: [] };
  const built = buildRoundPost({ ...round, entries: send }, settings.formulaGenerators);
  if (!built.ok) throw workerError('VALIDATION', built.message);
  if (built.body.entries.length === 0) throw workerError('VALIDATION', 'Expecting at least one entry');

  const tasks = transferTasks(round, built.body.entries, settings.uploadImagesFirst);
  const bodyTask = tasks.find((task) => task.kind === 'body')!;
  bodyTask.body = built.body;
  await deleteTasks(instanceId);
  await writeTasks(tasks);
  const response = await runTransfers(tasks);

  const remaining = withoutDoneTasks(keep);
  const copy: OfflineRound | undefined =
    remaining.length > 0 ? { ...round, instanceId: crypto.randomUUID(), entries: remaining, savedTime: new Date().toISOString() } : undefined;
  await replaceRounds([instanceId], copy ? [copy] : []);
  await deleteTasks(instanceId);
  return { count: response.count, remainingInstanceId: copy?.instanceId };
}

function transferTasks(round: OfflineRound, sent: readonly Entry[], imagesFirst: boolean): TransferTask[] {
  const now = new Date().toISOString();
  const base = { instanceId: round.instanceId, mrId: round.mrId, state: 'queued' as const, attempts: 0, updated: now };
  const images = photoUploads(sent).map(
    (upload, i): TransferTask => ({ ...base, id: `${round.instanceId}/image/${upload.photoId}`, kind: 'image', order: i + 1, ...upload }),
  );
  const body: TransferTask = { ...base, id: `${round.instanceId}/body`, kind: 'body', order: imagesFirst ? images.length + 1 : 0 };
  return [body, ...images];
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
