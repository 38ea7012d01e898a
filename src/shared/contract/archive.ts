// archive.md §7: completed rounds, decisions, reports, images, permissions.
import type {
  CompletedRoundListResponse,
  PermissionsPostBody,
  PermissionsResponse,
  TimeseriesMetadataResponse,
} from '../api';
import type { CompletedMeasureRound, HistoricValue } from '../model';
import type { BlobLike } from './blob';

export interface ArchiveImageOptions {
  /** 0..100, sent as X-Image-Quality (setting showArchiveImagesQuality) */
  quality?: number;
  /** px, sent as X-Image-Width (setting showArchiveImagesWidth) */
  width?: number;
}

export interface ArchiveApi<FileBlob extends BlobLike = BlobLike> {
  listCompletedRounds(): Promise<CompletedRoundListResponse>;
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
