// spec entry.md §5 CSV rows: trimming, decimal comma, date+time or defaultTime, format, remark joining
import type { CsvImporterSettings } from '../model/settings';
import { parseDecimal } from '../format/number';
import { compileDateTimeParser, type DateTimeParser } from './date-time-parser';

export const NO_COLUMN = -1;
export const REMARK_SEPARATOR = '; ';

export interface CsvRecord {
  /** 0-based index of the source row */
  row: number;
  /** ISO date-time */
  dt: string;
  value: number | null;
  remark: string;
}

export interface CsvMapping {
  records: CsvRecord[];
  /** data rows whose date could not be read with the format */
  skippedRows: number[];
}

type Columns = Pick<CsvImporterSettings, 'dateColumn' | 'timeColumn' | 'valueColumn' | 'remarkColumn' | 'startRow' | 'dateTimeFormat'>;

/** Moment-style tokens users know (DD, YYYY) as date-fns tokens (dd, yyyy). */
export function toDateFnsFormat(format: string): string {
  return format.replace(/D/g, 'd').replace(/Y/g, 'y');
}

const cell = (row: readonly string[], column: number) => (column >= 0 ? (row[column] ?? '').trim() : '');

/**
 * The row's date-time: date and time cells joined with a space when the time column is set and
 * differs from the date column, else the date cell with defaultTime appended; read with the
 * format. A date cell that already holds the full date-time of the format is read as it is.
 */
export function rowDateTime(
  row: readonly string[],
  columns: Columns,
  defaultTime: string,
  parseDateTime: DateTimeParser = compileDateTimeParser(toDateFnsFormat(columns.dateTimeFormat)),
): Date | undefined {
  const date = cell(row, columns.dateColumn);
  if (date === '') return undefined;
  const separateTime = columns.timeColumn !== NO_COLUMN && columns.timeColumn !== columns.dateColumn;
  const joined = `${date} ${separateTime ? cell(row, columns.timeColumn) : defaultTime}`;
  return parseDateTime(joined) ?? (separateTime ? undefined : parseDateTime(date));
}

/**
 * The rows from startRow on as records: the value with a decimal comma read as a number; a
 * non-numeric value goes into the remark, joined with the remark column by '; '.
 */
export function mapCsvRows(rows: readonly (readonly string[])[], columns: Columns, defaultTime: string): CsvMapping {
  const records: CsvRecord[] = [];
  const skippedRows: number[] = [];
  const parseDateTime = compileDateTimeParser(toDateFnsFormat(columns.dateTimeFormat));
  rows.forEach((row, index) => {
    if (index < columns.startRow) return;
    const dt = rowDateTime(row, columns, defaultTime, parseDateTime);
    if (!dt) {
      skippedRows.push(index);
      return;
    }
    const valueText = cell(row, columns.valueColumn);
    const value = parseDecimal(valueText) ?? null;
    const remark = [value === null ? valueText : '', cell(row, columns.remarkColumn)].filter((text) => text !== '').join(REMARK_SEPARATOR);
    records.push({ row: index, dt: dt.toISOString(), value, remark });
  });
  return { records, skippedRows };
}
