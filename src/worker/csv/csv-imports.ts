// spec entry.md §2 CSV importer / §4 CSV parsing: the text arrives once; the worker keeps it, re-maps it when the
// column settings change, and answers a summary and preview pages, never the whole table.
import { parseCsvText, type ParsedCsv } from '../../shared/csv/parse';
import { mapCsvRows, type CsvMapping, type CsvRecord } from '../../shared/csv/rows';
import type { BlobLike, CsvColumns, CsvSummary } from '../../shared/worker-api';
import { currentSettings } from '../config/current-settings';
import { workerError } from '../http/worker-error';

export const PREVIEW_PAGE_SIZE = 100;
const HEAD_ROWS = 10;
const MAX_WARNINGS = 100;

export interface CsvImport {
  text: string;
  columns: CsvColumns;
  parsed: ParsedCsv;
  mapping: CsvMapping;
  /** set while a post runs (spec §4: a post-in-progress flag blocks double posting) */
  posting: boolean;
}

const imports = new Map<string, CsvImport>();

export async function openCsv(source: BlobLike | string, columns: CsvColumns): Promise<CsvSummary> {
  const text = typeof source === 'string' ? source : await source.text();
  const parsed = parseCsvText(text, columns.startRow);
  const importId = crypto.randomUUID();
  const entry: CsvImport = { text, columns, parsed, mapping: await map(parsed, columns), posting: false };
  imports.set(importId, entry);
  return summary(importId, entry);
}

/** New column settings: re-parsed when the first data row moved (delimiter detection starts there), else re-mapped. */
export async function updateCsv(importId: string, columns: CsvColumns): Promise<CsvSummary> {
  const entry = csvImport(importId);
  if (columns.startRow !== entry.columns.startRow) entry.parsed = parseCsvText(entry.text, columns.startRow);
  entry.columns = columns;
  entry.mapping = await map(entry.parsed, columns);
  return summary(importId, entry);
}

export function csvPreview(importId: string, page: number, pageSize = PREVIEW_PAGE_SIZE): CsvRecord[] {
  const { records } = csvImport(importId).mapping;
  return records.slice(page * pageSize, (page + 1) * pageSize);
}

export function closeCsv(importId: string): void {
  imports.delete(importId);
}

export function csvImport(importId: string): CsvImport {
  const entry = imports.get(importId);
  if (!entry) throw workerError('CSV_NOT_OPEN', `CSV import ${importId} is not open`);
  return entry;
}

async function map(parsed: ParsedCsv, columns: CsvColumns): Promise<CsvMapping> {
  return mapCsvRows(parsed.rows, columns, (await currentSettings()).defaultTime);
}

function summary(importId: string, { parsed, mapping }: CsvImport): CsvSummary {
  const { records } = mapping;
  return {
    importId,
    delimiter: parsed.delimiter,
    rowCount: parsed.rows.length,
    recordCount: records.length,
    skippedRows: mapping.skippedRows.length,
    warnings: parsed.warnings.slice(0, MAX_WARNINGS),
    warningCount: parsed.warnings.length,
    head: parsed.rows.slice(0, HEAD_ROWS),
    firstDt: records[0]?.dt,
    lastDt: records.at(-1)?.dt,
    preview: records.slice(0, PREVIEW_PAGE_SIZE),
  };
}
