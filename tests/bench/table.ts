// The one table the benchmark prints, and its JSON form (bench/results.json).
import { speedRatio, type Summary } from './stats';

/** 'req/s' figures are better when higher: their budget is a minimum */
export type Unit = 'ms' | 'count' | 'req/s' | 'KiB';

export interface BenchRow {
  figure: string;
  unit: Unit;
  /** the figure must be at most this (at least this for req/s); none when the issue sets no budget */
  budget?: number;
  result?: Summary;
  naiveLabel?: string;
  naive?: Summary;
  /** why there is no result, e.g. 'not available yet' */
  missing?: string;
}

/** 'within budget', 'OVER BUDGET', or the reason a figure is missing. */
export function verdictOf(row: BenchRow): string {
  if (!row.result) return row.missing ?? 'not available yet';
  if (row.budget === undefined) return 'measured';
  const within = row.unit === 'req/s' ? row.result.median >= row.budget : row.result.median <= row.budget;
  return within ? 'within budget' : 'OVER BUDGET';
}

/** how many times better than the naive alternative: slower for times and sizes, fewer requests per second for req/s */
function ratioOf(row: BenchRow): number | undefined {
  return row.unit === 'req/s' ? speedRatio(row.naive, row.result) : speedRatio(row.result, row.naive);
}

export function formatValue(value: number | undefined, unit: Unit): string {
  if (value === undefined) return '—';
  const digits = Number.isInteger(value) ? 0 : unit === 'count' ? 2 : value < 10 ? 1 : 0;
  const text = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit === 'count' ? text : `${text} ${unit}`;
}

function formatRatio(ratio: number | undefined): string {
  if (ratio === undefined) return '—';
  return `${ratio.toLocaleString('en-US', { maximumFractionDigits: ratio < 10 ? 1 : 0 })}×`;
}

const HEADERS = ['Figure', 'Median', 'Min', 'Max', 'Budget', 'Naive alternative', 'Naive median', 'Ratio', 'Verdict'];

function cellsOf(row: BenchRow): string[] {
  return [
    row.figure,
    formatValue(row.result?.median, row.unit),
    formatValue(row.result?.min, row.unit),
    formatValue(row.result?.max, row.unit),
    row.budget === undefined ? '—' : `${row.unit === 'req/s' ? '≥' : '≤'} ${formatValue(row.budget, row.unit)}`,
    row.naiveLabel ?? '—',
    formatValue(row.naive?.median, row.unit) + (row.naive && row.unit === 'ms' && row.naive.runs < 3 ? ` (${row.naive.runs} run${row.naive.runs === 1 ? '' : 's'})` : ''),
    formatRatio(ratioOf(row)),
    verdictOf(row),
  ];
}

/** A plain-text table: a header, a rule, the lines; columns padded to their widest cell. */
export function formatColumns(header: readonly string[], lines: readonly string[][]): string {
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((cells) => cells[column].length)));
  const render = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [render(header), rule, ...lines.map(render)].join('\n');
}

/** The figures table, one line per figure. */
export function formatTable(rows: readonly BenchRow[]): string {
  return formatColumns(HEADERS, rows.map(cellsOf));
}

interface ResultsJson {
  createdAt: string;
  slowingRate: number;
  calibration: unknown;
  rows: (BenchRow & { ratio?: number; verdict: string })[];
}

export function toResultsJson(rows: readonly BenchRow[], slowingRate: number, calibration: unknown, createdAt: Date): ResultsJson {
  return {
    createdAt: createdAt.toISOString(),
    slowingRate,
    calibration,
    rows: rows.map((row) => ({ ...row, ratio: ratioOf(row), verdict: verdictOf(row) })),
  };
}
