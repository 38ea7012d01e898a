// The CSV importer (spec entry.md §2): the file is handed over once, the worker keeps it and answers pages.
import type { MrId } from './ids';
import type { CsvWarning } from '../csv/parse';
import type { CsvRecord } from '../csv/rows';
import type { Entry } from '../schema/entry';
import type { CsvImporterSettings } from '../schema/settings';
import type { BlobLike } from './blob';
import type { PostResult } from './outbox';

export type CsvColumns = Pick<CsvImporterSettings, 'dateColumn' | 'timeColumn' | 'valueColumn' | 'remarkColumn' | 'startRow' | 'dateTimeFormat'>;

export type CsvColumnKey = keyof CsvColumns;

export interface CsvOpenOptions {
  /** issue 12: propose the start row, columns and date-time format from the file's layout */
  detectLayout?: boolean;
  /** the settings the user chose: kept as given, never replaced by the proposal */
  kept?: readonly CsvColumnKey[];
}

export interface CsvSummary {
  importId: string;
  /** the settings the text was read with (the proposal merged in when the layout was detected) */
  columns: CsvColumns;
  /** the settings the file's layout proposed (changed from those given) */
  detected: CsvColumnKey[];
  delimiter: string;
  /** rows parsed (comments and empty lines dropped), including those before startRow */
  rowCount: number;
  /** rows that became values */
  recordCount: number;
  /** data rows whose date could not be read */
  skippedRows: number;
  /** the first warnings (spec: 'Quoted field unterminated', 'Trailing quote on quoted field is malformed') */
  warnings: CsvWarning[];
  warningCount: number;
  /** the first rows as split, for the column grid */
  head: string[][];
  firstDt?: string;
  lastDt?: string;
  /** the first preview page */
  preview: CsvRecord[];
}

export interface CsvPostRequest {
  mrId: MrId;
  /** the chosen timeseries (its entry in the group) */
  timeseries: Entry;
  unitOverride?: string;
  team?: string;
}

export interface CsvApi<FileBlob extends BlobLike = BlobLike> {
  /**
   * spec entry.md §2 CSV importer: the text or File is handed over once (a file that is not UTF-8 is read as
   * Windows-1252); answers summary and first preview page
   */
  openCsv(source: FileBlob | string, columns: CsvColumns, options?: CsvOpenOptions): Promise<CsvSummary>;
  /** column settings changed: re-maps the kept text */
  updateCsv(importId: string, columns: CsvColumns): Promise<CsvSummary>;
  csvPreview(importId: string, page: number, pageSize?: number): Promise<CsvRecord[]>;
  /** posts the values for the chosen timeseries (import number required; double posting refused) */
  postCsv(importId: string, request: CsvPostRequest): Promise<PostResult>;
  closeCsv(importId: string): Promise<void>;
}
