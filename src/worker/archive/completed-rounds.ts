// archive.md §7 calls of the archive: completed rounds, decisions, PDF, archive images and their values.
import type { NumberLocale } from '../../shared/format/number';
import { apiPaths } from '../../shared/api';
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import { archiveImageHeaders, PHOTO_SIZE_HEADER } from '../../shared/rules/archive-images';
import type { ArchiveImageFile } from '../../shared/contract/archive';
import { CompletedRoundSchema } from '../../shared/schema/archive';
import type { ArchiveImageOptions } from '../../shared/contract';
import { jsonBody, request, requestJson } from '../http/client';
import { keepArchiveRound, readArchiveRound } from '../store/archive-store';
import { refreshStoredArchive } from './archive-session';

/** archive.md §7 Accept avif, jpeg, png for archive images */
const IMAGE_ACCEPT = 'image/avif,image/jpeg,image/png';

/**
 * One round with its entries (the detail, the report), read from the archive store while the stored list
 * says it is unchanged; fetched once otherwise and kept, so it opens offline afterwards (issue 11).
 */
export async function getCompletedRound(instanceId: string): Promise<CompletedMeasureRound> {
  const listVersion = await refreshStoredArchive();
  const kept = listVersion === undefined ? undefined : await readArchiveRound(instanceId);
  if (kept) return kept;
  const round = await fetchCompletedRound(instanceId);
  if (listVersion !== undefined) await keepArchiveRound(round, listVersion);
  return round;
}

/** The detail call: one completed round with its entries, checked against its schema. */
export function fetchCompletedRound(instanceId: string): Promise<CompletedMeasureRound> {
  return requestJson(apiPaths.completedRound(instanceId), CompletedRoundSchema, `completed round ${instanceId}`);
}

/** Posts the completed round with its decisions. */
export async function postCompletedRound(round: CompletedMeasureRound): Promise<void> {
  await request(apiPaths.completedRound(round.instanceId), { method: 'POST', ...jsonBody(round) });
}

export async function getCompletedRoundPdf(instanceId: string, language: NumberLocale): Promise<Blob> {
  const query = new URLSearchParams({ language, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  return (await request(`${apiPaths.completedRoundPdf(instanceId)}?${query}`, { accept: 'application/pdf' })).blob();
}

export async function getCompletedRoundImage(instanceId: string, imageName: string, options: ArchiveImageOptions = {}): Promise<ArchiveImageFile<Blob>> {
  const headers = archiveImageHeaders(options.quality, options.width);
  const response = await request(apiPaths.completedRoundImage(instanceId, imageName), { accept: IMAGE_ACCEPT, headers });
  const image = await response.blob();
  const photoBytes = Number(response.headers.get(PHOTO_SIZE_HEADER));
  return { image, photoBytes: Number.isSafeInteger(photoBytes) && photoBytes > 0 ? photoBytes : image.size };
}
