// The one table the benchmark prints, and its JSON form (bench/results.json).
import { speedRatio, type Summary } from './stats';

export type Unit = 'ms' | 'count';

export interface BenchRow {
  figure: string;
  unit: Unit;
  /** the figure must be at most this */
  budget: number;
  result?: Summary;
  naiveLabel?: string;
  naive?: Summary;
  /** why there is no result, e.g. 'not available yet' */
  missing?: string;
}

/** 'within budget', 'OVER BUDGET', or the reason a figure is missing. */
export function verdictOf(row: BenchRow): string {
  if (!row.result) return row.missing ?? 'not available yet';
  return row.result.median <= row.budget ? 'within budget' : 'OVER BUDGET';
}

export function formatValue(value: number | undefined, unit: Unit): string {
  if (value === undefined) return '—';
  const digits = Number.isInteger(value) ? 0 : unit === 'count' ? 2 : value < 10 ? 1 : 0;
  const text = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit === 'ms' ? `${text} ms` : text;
}

export function formatRatio(ratio: number | undefined): string {
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
    `≤ ${formatValue(row.budget, row.unit)}`,
    row.naiveLabel ?? '—',
    formatValue(row.naive?.median, row.unit) + (row.naive && row.naive.runs < 3 ? ` (${row.naive.runs} run${row.naive.runs === 1 ? '' : 's'})` : ''),
    formatRatio(speedRatio(row.result, row.naive)),
    verdictOf(row),
  ];
}

/** A plain-text table with one line per figure; columns padded to their widest cell. */
export function formatTable(rows: readonly BenchRow[]): string {
  const lines = [HEADERS, ...rows.map(cellsOf)];
  const widths = HEADERS.map((_, column) => Math.max(...lines.map((cells) => cells[column].length)));
  const render = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [render(HEADERS), rule, ...lines.slice(1).map(render)].join('\n');
}

export interface ResultsJson {
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
    rows: rows.map((row) => ({ ...row, ratio: speedRatio(row.result, row.naive), verdict: verdictOf(row) })),
  };
}
