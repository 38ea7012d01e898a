// archive.md §7: completed rounds, decisions, reports, images.
import type { NumberLocale } from '../format/number';
import type { ArchiveRoundSummary } from '../schema/archive';
import type { DayRange } from '../rules/archive-filter';
import type { SortState } from '../rules/table-sort';
import type { BlobLike } from './blob';
import type { WorkerError } from './errors';
import type { InstanceId } from './ids';

export interface ArchiveImageOptions {
  /** 0..100, sent as X-Image-Quality (setting showArchiveImagesQuality) */
  quality?: number;
  /** px, sent as X-Image-Width (setting showArchiveImagesWidth) */
  width?: number;
}

/** An archive photo as shown (a thumbnail when a width or quality is set) and the stored photo's size in bytes. */
export interface ArchiveImageFile<FileBlob extends BlobLike = BlobLike> {
  image: FileBlob;
  photoBytes: number;
}

/** What the archive list shows (spec archive.md §2): filter text, day range, sort and the 1-based page. */
export interface ArchiveQuery {
  text: string;
  /** the user's range; an open side is the earliest / latest creation day */
  range: DayRange;
  sort?: SortState;
  page: number;
}

/**
 * A round of the list page with what the worker derived for it (spec archive.md §2 warning highlight, note icon);
 * plain values only, without the search text and stages the worker alone reads.
 */
export type ArchiveListRow = Omit<ArchiveRoundSummary, 'searchText' | 'relevantStages'> & {
  /** the user has a decision to make: the row is highlighted as warning */
  needsDecision: boolean;
  /** the round has a remark: the note icon */
  hasRemark: boolean;
};

/** One page (100 rows) of the rounds matching a query, with the counts of the count line. */
export interface ArchivePage {
  rows: ArchiveListRow[];
  /** rounds matching filter and range ('x' of 'x von y Messtouren werden gefunden') */
  found: number;
  /** rounds in the archive ('y') */
  total: number;
  /** the page shown (clamped to the pages there are) and how many there are */
  page: number;
  pages: number;
  /** earliest and latest creation day of all rounds (the range's default) */
  defaultRange: DayRange;
  /** rounds left out because they do not match their schema (issue 14) */
  skipped: WorkerError[];
  /** issue 38: the rows are final, 'found' and 'pages' still counted (a filter over a large archive): no count line yet */
  counting?: true;
}

/** The archive as the worker pushes it to the list screen (topic 'archive', issue 37). */
export interface ArchiveState {
  /** loading: nothing stored yet, the first load runs; ready: rows can be shown */
  status: 'loading' | 'ready' | 'failed';
  /** rounds received of the answer being loaded, while a load runs */
  progress?: { loaded: number; total: number };
  /** ISO time the stored archive was last brought up to date with the server (its age) */
  storedAt?: string;
  /** the last refresh failed (offline, server down): the stored archive is shown */
  error?: WorkerError;
  page?: ArchivePage;
}

export interface ArchiveApi<FileBlob extends BlobLike = BlobLike> {
  /**
   * Brings the stored archive up to date with the server (the whole list the first time, else a small request for
   * what changed); its state arrives on the topic 'archive'. Answers when the refresh ends.
   */
  refreshArchive(): Promise<void>;
  /** the protocol in the page's language and the browser's time zone, as the detail shows the round */
  getCompletedRoundPdf(instanceId: InstanceId, language: NumberLocale): Promise<FileBlob>;
  getCompletedRoundImage(instanceId: InstanceId, imageName: string, options?: ArchiveImageOptions): Promise<ArchiveImageFile<FileBlob>>;
}
