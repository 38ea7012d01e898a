// archive.md §7 calls of the archive: completed rounds, decisions, PDF, archive images and their values.
import {
  apiPaths,
  type CompletedRoundListResponse,
  type CompletedRoundResponse,
  type TimeseriesMetadataResponse,
  type TimeseriesValuesResponse,
} from '../../shared/api';
import type { CompletedMeasureRound } from '../../shared/model';
import { archiveImageHeaders } from '../../shared/rules/archive-images';
import type { ArchiveImageOptions } from '../../shared/worker-api';
import { jsonBody, request, requestJson } from '../http/client';

/** archive.md §7 Accept avif, jpeg, png for archive images */
const IMAGE_ACCEPT = 'image/avif,image/jpeg,image/png';

export function listCompletedRounds(): Promise<CompletedRoundListResponse> {
  return requestJson(apiPaths.completedRounds());
}

export function getCompletedRound(instanceId: string): Promise<CompletedRoundResponse> {
  return requestJson(apiPaths.completedRound(instanceId));
}

/** Posts the completed round with its decisions. */
export async function postCompletedRound(round: CompletedMeasureRound): Promise<void> {
  await request(apiPaths.completedRound(round.instanceId), { method: 'POST', ...jsonBody(round) });
}

export async function getCompletedRoundPdf(instanceId: string): Promise<Blob> {
  return (await request(apiPaths.completedRoundPdf(instanceId), { accept: 'application/pdf' })).blob();
}

export async function getCompletedRoundImage(instanceId: string, imageName: string, options: ArchiveImageOptions = {}): Promise<Blob> {
  const headers = archiveImageHeaders(options.quality, options.width);
  return (await request(apiPaths.completedRoundImage(instanceId, imageName), { accept: IMAGE_ACCEPT, headers })).blob();
}

export function getCompletedTimeseriesValues(tsIds: string[]): Promise<TimeseriesValuesResponse> {
  return requestJson(apiPaths.completedTimeseriesValues(tsIds));
}

export function getTimeseriesMetadata(tsId: string): Promise<TimeseriesMetadataResponse> {
  return requestJson(apiPaths.timeseriesMetadata(tsId));
}
