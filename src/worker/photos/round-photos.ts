// Photos of remarks (spec entry.md §3 Remark: photos are added or deleted by index), scaled before they are stored.
import type { Entry } from '../../shared/schema/entry';
import type { Remark } from '../../shared/schema/remark';
import type { RemarkTarget, RoundView } from '../../shared/contract';
import { currentSettings } from '../session/current-settings';
import { workerError } from '../http/worker-error';
import { deletePhoto, readPhoto, writePhoto } from '../store/photos-store';
import { isOtherUsersRound, updateRound } from '../store/rounds-store';
import { missingRound } from '../rounds/offline-rounds';
import { rowOf } from '../rounds/apply-edit';
import { roundView } from '../rounds/round-view';
import { scalePhoto } from './scale-photo';
import { addImage, removeImage } from '../../shared/remarks/images';

export async function addPhoto(instanceId: string, target: RemarkTarget, photo: Blob): Promise<RoundView> {
  const settings = await currentSettings();
  const scaled = await scalePhoto(photo, { maxSize: settings.photoMaxSize, quality: settings.photoJpegQuality });
  const id = `${crypto.randomUUID()}.${scaled.type === 'image/png' ? 'png' : 'jpg'}`;
  await writePhoto({ id, instanceId, blob: scaled });
  const round = await updateRound(instanceId, (stored) => {
    if (!stored) throw missingRound(instanceId);
    return { ...stored, entries: changeRemark(stored.entries, target, (remark) => addImage(remark, id)) };
  });
  return roundView(round, settings);
}

export async function removePhoto(instanceId: string, target: RemarkTarget, position: number): Promise<RoundView> {
  let removed: string | undefined;
  const round = await updateRound(instanceId, (stored) => {
    if (!stored) throw missingRound(instanceId);
    const entries = changeRemark(stored.entries, target, (remark) => {
      removed = remark.images?.[position];
      return removeImage(remark, position);
    });
    return { ...stored, entries };
  });
  if (removed) await deletePhoto(removed);
  return roundView(round, await currentSettings());
}

/** issue 34: a photo of another user's copy is not there for this one. */
export async function getPhoto(id: string): Promise<Blob> {
  const photo = await readPhoto(id);
  if (!photo || (await isOtherUsersRound(photo.instanceId))) throw workerError('PHOTO_NOT_FOUND', `Photo ${id} not found`);
  return photo.blob;
}

function changeRemark(entries: readonly Entry[], { entryKey, remark }: RemarkTarget, change: (current: Remark) => Remark): Entry[] {
  const index = rowOf(entries, entryKey);
  const current: Remark = entries[index][remark] ?? {};
  return entries.map((e, i) => (i === index ? { ...e, [remark]: change(current) } : e));
}
