// spec entry.md §5 CSV: comments (#), empty lines, delimiter detection, the two quote errors as warnings
import Papa from 'papaparse';

/** comma, tab, pipe, semicolon, record separator, unit separator */
const CSV_DELIMITERS = [',', '\t', '|', ';', '\x1e', '\x1f'] as const;
const DEFAULT_DELIMITER = ',';
const DETECTION_PREVIEW_ROWS = 10;
const MIN_AVERAGE_FIELDS = 1.99;

const COMMENT = '#';

/** The lines that count as rows: no comment lines (#), no empty lines; at most `limit` of them. */
export function dataLines(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const lines: string[] = [];
  const lineBreak = /\r\n|\n|\r/g;
  let start = 0;
  while (lines.length < limit && start <= text.length) {
    const match = lineBreak.exec(text);
    const end = match ? match.index : text.length;
    const line = text.slice(start, end);
    if (line.trim() !== '' && !line.startsWith(COMMENT)) lines.push(line);
    if (!match) break;
    start = lineBreak.lastIndex;
  }
  return lines;
}

/**
 * The delimiter among comma, tab, pipe, semicolon, RS and US whose field count is the most
 * consistent over the preview rows (the first 10), averaging above 1.99 fields per row; ties go
 * to the higher average. Commas only found between digits are decimal commas and do not count.
 * Without one, the default comma.
 */
export function detectDelimiter(previewLines: readonly string[]): string {
  const preview = previewLines.slice(0, DETECTION_PREVIEW_ROWS).join('\n');
  // commas that only ever sit between digits are decimal commas (12,5), not delimiters
  const candidates = CSV_DELIMITERS.filter((d) => d !== ',' || /(?<!\d),|,(?!\d)/.test(preview));
  let best: { delimiter: string; delta: number; average: number } | undefined;
  for (const delimiter of candidates) {
    const counts = Papa.parse<string[]>(preview, { delimiter, skipEmptyLines: true }).data.map((row) => row.length);
    if (counts.length === 0) continue;
    const average = counts.reduce((a, b) => a + b, 0) / counts.length;
    const delta = counts.slice(1).reduce((sum, count, index) => sum + Math.abs(count - counts[index]), 0);
    const better = !best || delta < best.delta || (delta === best.delta && average > best.average);
    if (average > MIN_AVERAGE_FIELDS && better) best = { delimiter, delta, average };
  }
  return best?.delimiter ?? DEFAULT_DELIMITER;
}

export interface CsvWarning {
  /** 0-based row index among the parsed rows, when known */
  row?: number;
  message: string;
}

export interface ParsedCsv {
  delimiter: string;
  rows: string[][];
  warnings: CsvWarning[];
}

/**
 * Splits CSV text into rows (comments and empty lines dropped). The delimiter is detected on the
 * rows from `startRow` on, so a header block in another layout does not mislead it.
 */
export function parseCsvText(text: string, startRow = 0): ParsedCsv {
  const first = Math.max(0, startRow);
  const delimiter = detectDelimiter(dataLines(text, first + DETECTION_PREVIEW_ROWS).slice(first));
  const result = Papa.parse<string[]>(text, { delimiter, comments: COMMENT, skipEmptyLines: 'greedy' });
  return {
    delimiter,
    rows: result.data,
    warnings: result.errors.map((error) => ({ row: error.row, message: error.message })),
  };
}
