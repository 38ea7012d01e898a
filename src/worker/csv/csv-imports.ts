// spec entry.md §2 CSV importer / §4 CSV parsing: the text arrives once; the worker keeps it, re-maps it when the
// column settings change, and answers a summary and preview pages, never the whole table.
import { dataStartLine, detectCsvLayout } from '../../shared/csv/layout';
import { dataLines, parseCsvText, type ParsedCsv } from '../../shared/csv/parse';
import { mapCsvRows, type CsvMapping, type CsvRecord } from '../../shared/csv/rows';
import type { BlobLike, CsvColumnKey, CsvColumns, CsvOpenOptions, CsvSummary } from '../../shared/contract';
import { currentSettings } from '../session/current-settings';
import { workerError } from '../http/worker-error';
import { decodeCsvBytes } from './decode-text';

const PREVIEW_PAGE_SIZE = 100;
const HEAD_ROWS = 10;
const MAX_WARNINGS = 100;

interface CsvImport {
  text: string;
  columns: CsvColumns;
  parsed: ParsedCsv;
  mapping: CsvMapping;
  /** set while a post runs (spec §4: a post-in-progress flag blocks double posting) */
  posting: boolean;
  /** the settings the file's layout proposed (issue 12) */
  detected: CsvColumnKey[];
}

const imports = new Map<string, CsvImport>();

export async function openCsv(source: BlobLike | string, given: CsvColumns, options: CsvOpenOptions = {}): Promise<CsvSummary> {
  const text = typeof source === 'string' ? source : decodeCsvBytes(await source.arrayBuffer());
  const { columns, parsed, detected } = options.detectLayout ? withDetectedLayout(text, given, options.kept ?? []) : plain(text, given);
  const importId = crypto.randomUUID();
  const entry: CsvImport = { text, columns, parsed, mapping: await map(parsed, columns), posting: false, detected };
  imports.set(importId, entry);
  return summary(importId, entry);
}

function plain(text: string, columns: CsvColumns): { columns: CsvColumns; parsed: ParsedCsv; detected: CsvColumnKey[] } {
  return { columns, parsed: parseCsvText(text, columns.startRow), detected: [] };
}

/**
 * issue 12: the file's layout replaces the settings the user has not chosen (`kept` are theirs). The delimiter is
 * detected from where the data starts, so a header block in another layout does not mislead it.
 */
function withDetectedLayout(text: string, given: CsvColumns, kept: readonly CsvColumnKey[]): ReturnType<typeof plain> {
  const keepsStart = kept.includes('startRow');
  const parsed = parseCsvText(text, keepsStart ? given.startRow : dataStartLine(dataLines(text)));
  const layout = detectCsvLayout(parsed.rows, keepsStart ? given.startRow : undefined);
  if (!layout) return { columns: given, parsed, detected: [] };
  const detected = (Object.keys(layout) as CsvColumnKey[]).filter((key) => !kept.includes(key) && layout[key] !== given[key]);
  const columns = { ...given, ...Object.fromEntries(detected.map((key) => [key, layout[key]])) };
  return { columns, parsed, detected };
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

/** Logout: every open file and its parsed rows are dropped. */
export function closeAllCsv(): void {
  imports.clear();
}

export function csvImport(importId: string): CsvImport {
  const entry = imports.get(importId);
  if (!entry) throw workerError('CSV_NOT_OPEN', `CSV import ${importId} is not open`);
  return entry;
}

async function map(parsed: ParsedCsv, columns: CsvColumns): Promise<CsvMapping> {
  return mapCsvRows(parsed.rows, columns, (await currentSettings()).defaultTime);
}

function summary(importId: string, { parsed, mapping, columns, detected }: CsvImport): CsvSummary {
  const { records } = mapping;
  return {
    importId,
    columns,
    detected,
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
