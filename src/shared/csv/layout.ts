// issue 12: the importer proposes a file's layout (spec entry.md §2 CSV importer numbering: 0-based, -1 = none).
// Agency exports start with a header block (station, unit, "Werte:" …) and then have date-value lines; from the
// first run of such lines come the first data row, the date, time, value and remark columns and the date-time format.
import { parseDecimal } from '../format/number';
import type { CsvImporterSettings } from '../schema/settings';
import { NO_COLUMN } from './rows';

type CsvLayout = Pick<CsvImporterSettings, 'dateColumn' | 'timeColumn' | 'valueColumn' | 'remarkColumn' | 'startRow' | 'dateTimeFormat'>;

/** data lines in a row that make the start of the data (fewer when the file ends before) */
const DATA_RUN = 3;
/** data rows looked at for the columns and the format */
const SAMPLE_ROWS = 10;

const DATE_FORMS = [
  { pattern: '\\d{1,2}\\.\\d{1,2}\\.\\d{4}', format: 'dd.MM.yyyy' },
  { pattern: '\\d{4}-\\d{1,2}-\\d{1,2}', format: 'yyyy-MM-dd' },
  { pattern: '\\d{1,2}/\\d{1,2}/\\d{4}', format: 'dd/MM/yyyy' },
] as const;
const TIME = '(\\d{1,2}:\\d{2})(:\\d{2})?';
const TIME_CELL = new RegExp(`^${TIME}$`);
const DATE_ANYWHERE = new RegExp(`(^|\\D)(${DATE_FORMS.map((form) => form.pattern).join('|')})(\\D|$)`);

interface DateCell {
  /** the date-fns format of the cell, with the time when the cell has one */
  format: string;
  hasTime: boolean;
}

function timeFormat(seconds: string | undefined): string {
  return seconds ? 'HH:mm:ss' : 'HH:mm';
}

/** A cell holding a date, optionally followed by a time (space or T between). */
function dateCell(text: string): DateCell | undefined {
  for (const form of DATE_FORMS) {
    const match = new RegExp(`^${form.pattern}(?:([ T])${TIME})?$`).exec(text);
    if (!match) continue;
    if (!match[1]) return { format: form.format, hasTime: false };
    const separator = match[1] === 'T' ? "'T'" : ' ';
    return { format: `${form.format}${separator}${timeFormat(match[3])}`, hasTime: true };
  }
  return undefined;
}

const trimmed = (row: readonly string[]) => row.map((cell) => cell.trim());

/** A row of the data: a date cell and at least one other filled cell. */
function isDataRow(row: readonly string[]): boolean {
  const cells = trimmed(row);
  const date = cells.findIndex((cell) => dateCell(cell) !== undefined);
  return date >= 0 && cells.some((cell, index) => index !== date && cell !== '');
}

/** Index of the first of DATA_RUN data items in a row (fewer at the end of the file); -1 when there is none. */
function firstRun<T>(items: readonly T[], isData: (item: T) => boolean): number {
  return items.findIndex((_, start) => {
    const run = items.slice(start, start + DATA_RUN);
    return isData(items[start]) && run.every(isData);
  });
}

/**
 * The line where the data starts, read before the text is split (the delimiter is detected from there on, so the
 * header block does not mislead it): the first of DATA_RUN lines holding a date and more. 0 when there is none.
 */
export function dataStartLine(lines: readonly string[]): number {
  return Math.max(0, firstRun(lines, (line) => DATE_ANYWHERE.test(line) && /[\w,.;|\t]/.test(line.replace(DATE_ANYWHERE, ''))));
}

/** The column whose cells satisfy `test` most often among `candidates` (the first on a tie); undefined when none does. */
function bestColumn(sample: readonly string[][], candidates: readonly number[], test: (cell: string) => boolean): number | undefined {
  let best: { column: number; count: number } | undefined;
  for (const column of candidates) {
    const count = sample.filter((row) => test(row[column] ?? '')).length;
    if (count > 0 && (!best || count > best.count)) best = { column, count };
  }
  return best?.column;
}

/**
 * The proposed layout of split rows: the first data row (a run of rows with a date and more, at `startRow` when
 * given), the date column, the time column (a column of times, else the date column: the time is in the date cell or
 * the default time is appended), the value column (most numbers; gap words such as "Lücke" go to the remark), a
 * remark column (another column with text, else -1) and the date-time format with or without seconds.
 * Undefined when no data row is found.
 */
export function detectCsvLayout(rows: readonly (readonly string[])[], startRow?: number): CsvLayout | undefined {
  const start = startRow ?? firstRun(rows, isDataRow);
  if (start < 0 || start >= rows.length) return undefined;
  const sample = rows.slice(start).filter(isDataRow).slice(0, SAMPLE_ROWS).map(trimmed);
  if (sample.length === 0) return undefined;
  const width = Math.max(...sample.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, index) => index);

  const dateColumn = bestColumn(sample, columns, (cell) => dateCell(cell) !== undefined)!;
  const date = sample.map((row) => dateCell(row[dateColumn] ?? '')).find((cell) => cell !== undefined)!;
  const others = columns.filter((column) => column !== dateColumn);
  const timeColumn = date.hasTime ? undefined : bestColumn(sample, others, (cell) => TIME_CELL.test(cell));
  const time = timeColumn === undefined ? undefined : sample.map((row) => TIME_CELL.exec(row[timeColumn] ?? '')).find(Boolean);
  const rest = others.filter((column) => column !== timeColumn);
  const valueColumn = bestColumn(sample, rest, (cell) => parseDecimal(cell) !== undefined) ?? NO_COLUMN;
  const remarkColumn =
    bestColumn(sample, rest.filter((column) => column !== valueColumn), (cell) => cell !== '' && parseDecimal(cell) === undefined) ?? NO_COLUMN;

  const dateTimeFormat = date.hasTime ? date.format : `${date.format} ${time ? timeFormat(time[2]) : 'HH:mm'}`;
  return { startRow: start, dateColumn, timeColumn: timeColumn ?? dateColumn, valueColumn, remarkColumn, dateTimeFormat };
}
