// spec entry.md §5 CSV rows: trimming, decimal comma, date+time or defaultTime, format, remark joining
import type { CsvImporterSettings } from '../schema/settings';
import { parseDecimal } from '../format/number';
import { compileDateTimeParser } from './date-time-parser';

export const NO_COLUMN = -1;
const REMARK_SEPARATOR = '; ';

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
function toDateFnsFormat(format: string): string {
  return format.replace(/D/g, 'd').replace(/Y/g, 'y');
}

const cell = (row: readonly string[], column: number) => (column >= 0 ? (row[column] ?? '').trim() : '');

/**
 * The date-time of each row of an import: date and time cells joined with a space when the time column is set and
 * differs from the date column, else the date cell with defaultTime appended; read with the format. A date cell that
 * already holds the full date-time of the format is read as it is. No cell reads both ways (the format would have to
 * take " 12:00" at its end as well as nothing), so the way that read the row before is tried first: a file's rows are
 * alike, and a try that fails costs a tenth of a 100,000-row mapping (issue 13).
 */
export function dateTimeReader(columns: Columns, defaultTime: string): (row: readonly string[]) => Date | undefined {
  const parseDateTime = compileDateTimeParser(toDateFnsFormat(columns.dateTimeFormat));
  if (columns.timeColumn !== NO_COLUMN && columns.timeColumn !== columns.dateColumn) {
    return (row) => {
      const date = cell(row, columns.dateColumn);
      return date === '' ? undefined : parseDateTime(`${date} ${cell(row, columns.timeColumn)}`);
    };
  }
  let asItIsFirst = false;
  return (row) => {
    const date = cell(row, columns.dateColumn);
    if (date === '') return undefined;
    const withDefaultTime = () => parseDateTime(`${date} ${defaultTime}`);
    const asItIs = () => parseDateTime(date);
    const first = asItIsFirst ? asItIs() : withDefaultTime();
    if (first) return first;
    const second = asItIsFirst ? withDefaultTime() : asItIs();
    if (second) asItIsFirst = !asItIsFirst;
    return second;
  };
}

/**
 * The rows from startRow on as records: the value with a decimal comma read as a number; a
 * non-numeric value goes into the remark, joined with the remark column by '; '.
 */
export function mapCsvRows(rows: readonly (readonly string[])[], columns: Columns, defaultTime: string): CsvMapping {
  const records: CsvRecord[] = [];
  const skippedRows: number[] = [];
  const readDateTime = dateTimeReader(columns, defaultTime);
  rows.forEach((row, index) => {
    if (index < columns.startRow) return;
    const dt = readDateTime(row);
    if (!dt) {
      skippedRows.push(index);
      return;
    }
    const valueText = cell(row, columns.valueColumn);
    const value = parseDecimal(valueText) ?? null;
    const remark = joinRemark(value === null ? valueText : '', cell(row, columns.remarkColumn));
    records.push({ row: index, dt: dt.toISOString(), value, remark });
  });
  return { records, skippedRows };
}

const joinRemark = (first: string, second: string) => (first && second ? `${first}${REMARK_SEPARATOR}${second}` : first || second);
