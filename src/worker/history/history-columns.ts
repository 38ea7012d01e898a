// Historic values ↔ stored columns (issue 38: one record per timeseries; docs/decisions/worker.md).
import type { HistoricColumns } from '../../shared/schema/timeseries';
import type { HistorySeries, TsId } from '../../shared/contract';
import type { HistoryRecord } from '../store/schema';
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

/** The series as its stored record; the columns are copied, so the caller may transfer the series' own afterwards. */
export function recordFromSeries(series: HistorySeries): HistoryRecord {
  const record: HistoryRecord = { tsId: series.tsId, t: packTimes(series.t.slice()), v: packValues(series.v.slice()), remarks: {} };
  for (const { index, staRemark, tsRemark } of series.remarks) record.remarks[index] = { staRemark, tsRemark };
  return record;
}

/** Stored columns (a series' record, or the months of one as stored before issue 38, in order) joined into one series. */
export function seriesFromStored(tsId: TsId, parts: readonly Omit<HistoryRecord, 'tsId'>[]): HistorySeries {
  const length = parts.reduce((sum, part) => sum + columnLength(part.t), 0);
  const series: HistorySeries = { tsId, t: new Float64Array(length), v: new Float64Array(length), remarks: [] };
  let offset = 0;
  for (const part of parts) {
    unpackTimes(part.t, series.t, offset);
    unpackValues(part.v, series.v, offset);
    for (const [index, remark] of Object.entries(part.remarks)) series.remarks.push({ index: offset + Number(index), ...remark });
    offset += columnLength(part.t);
  }
  return series;
}
