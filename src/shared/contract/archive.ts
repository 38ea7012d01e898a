// archive.md §7: completed rounds, decisions, reports, images, permissions.
import type {
  PermissionsPostBody,
  PermissionsResponse,
  TimeseriesMetadataResponse,
} from '../api';
import type { CompletedMeasureRound, HistoricValue } from '../model';
import type { BlobLike } from './blob';
import type { WorkerError } from './errors';

/** issue 14: the completed rounds that match their schema; the others are skipped, each an INVALID_RECORD */
export interface CompletedRoundList {
  rounds: CompletedMeasureRound[];
  skipped: WorkerError[];
}

export interface ArchiveImageOptions {
  /** 0..100, sent as X-Image-Quality (setting showArchiveImagesQuality) */
  quality?: number;
  /** px, sent as X-Image-Width (setting showArchiveImagesWidth) */
  width?: number;
}

export interface ArchiveApi<FileBlob extends BlobLike = BlobLike> {
  listCompletedRounds(): Promise<CompletedRoundList>;
  /** INVALID_RECORD when the stored round does not match its schema */
  getCompletedRound(instanceId: string): Promise<CompletedMeasureRound>;
  /** the completed round including decisions */
  postCompletedRound(round: CompletedMeasureRound): Promise<void>;
  getCompletedRoundPdf(instanceId: string): Promise<FileBlob>;
  getCompletedRoundImage(instanceId: string, imageName: string, options?: ArchiveImageOptions): Promise<FileBlob>;
  /** values with images of archived rounds (when archive images are enabled) */
  getCompletedTimeseriesValues(tsIds: string[]): Promise<HistoricValue[]>;
  getTimeseriesMetadata(tsId: string): Promise<TimeseriesMetadataResponse>;
  getPermissions(): Promise<PermissionsResponse>;
  postPermissions(body: PermissionsPostBody): Promise<void>;
}
