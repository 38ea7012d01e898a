// Historic values ↔ column blocks (one per timeseries and UTC month; ARCHITECTURE.md §8).
import type { HistoricColumns } from '../../shared/schema/timeseries';
import type { HistorySeries, TsId } from '../../shared/contract';
import type { HistoryBlock } from '../store/schema';
import { columnLength, packTimes, packValues, unpackTimes, unpackValues } from './compact-columns';

/**
 * One series per requested tsId (empty when the server sent none) from the column-form parts of the pages of the
 * values call, in page order (issue 16): each part continues its series where the previous one ended.
 */
export function seriesFromColumnParts(tsIds: readonly TsId[], parts: readonly HistoricColumns[]): HistorySeries[] {
  const byTsId = new Map<TsId, HistoricColumns[]>(tsIds.map((tsId) => [tsId, []]));
  for (const part of parts) byTsId.get(part.tsId)?.push(part);
  return [...byTsId].map(([tsId, list]) => {
    const length = list.reduce((sum, part) => sum + part.t.length, 0);
    const series: HistorySeries = { tsId, t: new Float64Array(length), v: new Float64Array(length), remarks: [] };
    let offset = 0;
    for (const part of list) {
      series.t.set(part.t, offset);
      part.v.forEach((value, index) => (series.v[offset + index] = value ?? NaN));
      for (const { i, staRemark, tsRemark } of part.remarks ?? []) series.remarks.push({ index: offset + i, staRemark, tsRemark });
      offset += part.t.length;
    }
    return series;
  });
}

/** The UTC month of `time` ('yyyy-MM') and its bounds in epoch ms. */
function monthAround(time: number): { month: string; from: number; until: number } {
  const date = new Date(time);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
  return { month: date.toISOString().slice(0, 7), from: Date.UTC(year, month), until: Date.UTC(year, month + 1) };
}

export function blocksFromSeries(series: HistorySeries): HistoryBlock[] {
  const blocks: HistoryBlock[] = [];
  let start = 0;
  let remarkIndex = 0;
  while (start < series.t.length) {
    // the month's bounds, not a date string per reading (issue 13: the strings were a tenth of the analysis' load)
    const { month, from, until } = monthAround(series.t[start]);
    let end = start + 1;
    while (end < series.t.length && series.t[end] >= from && series.t[end] < until) end++;
    const block: HistoryBlock = { tsId: series.tsId, month, t: packTimes(series.t.slice(start, end)), v: packValues(series.v.slice(start, end)), remarks: {} };
    for (; remarkIndex < series.remarks.length && series.remarks[remarkIndex].index < end; remarkIndex++) {
      const { index, staRemark, tsRemark } = series.remarks[remarkIndex];
      block.remarks[index - start] = { staRemark, tsRemark };
    }
    blocks.push(block);
    start = end;
  }
  return blocks;
}

/** Blocks of one timeseries (in month order) joined back into one series. */
export function seriesFromBlocks(tsId: TsId, blocks: readonly HistoryBlock[]): HistorySeries {
  const length = blocks.reduce((sum, block) => sum + columnLength(block.t), 0);
  const series: HistorySeries = { tsId, t: new Float64Array(length), v: new Float64Array(length), remarks: [] };
  let offset = 0;
  for (const block of blocks) {
    unpackTimes(block.t, series.t, offset);
    unpackValues(block.v, series.v, offset);
    for (const [index, remark] of Object.entries(block.remarks)) series.remarks.push({ index: offset + Number(index), ...remark });
    offset += columnLength(block.t);
  }
  return series;
}
