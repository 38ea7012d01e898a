// issue 32: the spec's values call (entry.md §7: remarks=true and repeated tsId, answering a list of values with tsId,
// dt, value, staRemark, tsRemark) read into the column parts the history is built from, for a server without our
// paging extension. Values before `from` are dropped (the window the history keeps); a Link rel="next" is followed.
import { API_BASE, apiPaths } from '../../shared/api';
import type { TsId } from '../../shared/contract/ids';
import type { WorkerError } from '../../shared/contract/errors';
import { HistoricValueSchema, type HistoricColumns } from '../../shared/schema/timeseries';
import { request, readJson } from '../http/client';
import { invalidRecord, toleratedViolation } from '../http/parse-answer';

type Remarks = NonNullable<HistoricColumns['remarks']>;
interface Reading {
  time: number;
  value: number | null;
  remark?: Omit<Remarks[number], 'i'>;
}

/** Every value of the ids since `from` as one column part per tsId, in time order; unreadable values skipped and named. */
export async function fetchPlainValues(tsIds: readonly TsId[], from: string, signal?: AbortSignal): Promise<HistoricColumns[]> {
  const since = Date.parse(from);
  const byTsId = new Map<string, Reading[]>(tsIds.map((tsId) => [tsId, []]));
  const skipped: WorkerError[] = [];
  let path: string | undefined = apiPaths.timeseriesValues(tsIds);
  while (path) {
    const response = await request(path, { signal });
    const answer = await readJson(response, 'timeseries values');
    if (!Array.isArray(answer)) throw invalidRecord('timeseries values', '', 'must be an array');
    answer.forEach((item: unknown, index) => {
      const reading = readingOf(item) ?? readingOf(toleratedOrSkipped(item, index, skipped));
      if (reading && reading.time >= since) byTsId.get((item as { tsId: string }).tsId)?.push(reading);
    });
    path = nextLink(response.headers.get('link'));
  }
  if (skipped.length > 0) console.warn(`${skipped.length} timeseries values skipped`, skipped);
  return [...byTsId].map(([tsId, readings]) => columnsOf(tsId as TsId, readings));
}

/** The reading of a well-formed value (checked by hand: a schema check per value was most of the load, issue 13). */
function readingOf(item: unknown): Reading | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { tsId, dt, value, staRemark, tsRemark } = item as Record<string, unknown>;
  const time = typeof dt === 'string' ? Date.parse(dt) : NaN;
  if (typeof tsId !== 'string' || !Number.isFinite(time)) return undefined;
  if (!(value === null || value === undefined || Number.isFinite(value))) return undefined;
  if (!isRemark(staRemark) || !isRemark(tsRemark)) return undefined;
  const remark = staRemark || tsRemark ? { ...(staRemark ? { staRemark } : {}), ...(tsRemark ? { tsRemark } : {}) } : undefined;
  return { time, value: (value as number | null | undefined) ?? null, remark: remark as Reading['remark'] };
}

const isRemark = (remark: unknown) => remark === undefined || (typeof remark === 'object' && remark !== null && !Array.isArray(remark));

/** The item repaired by the tolerant reader when it then matches its schema; otherwise recorded as skipped. */
function toleratedOrSkipped(item: unknown, index: number, skipped: WorkerError[]): unknown {
  const violation = toleratedViolation(HistoricValueSchema, item);
  if (!violation) return item;
  const tsId = typeof item === 'object' && item !== null ? (item as { tsId?: unknown }).tsId : undefined;
  skipped.push(invalidRecord(`timeseries value #${index + 1}${typeof tsId === 'string' ? ` of ${tsId}` : ''}`, violation.field, violation.message));
  return undefined;
}

function columnsOf(tsId: TsId, readings: Reading[]): HistoricColumns {
  readings.sort((a, b) => a.time - b.time);
  const remarks: Remarks = [];
  readings.forEach((reading, i) => reading.remark && remarks.push({ i, ...reading.remark }));
  return { tsId, t: readings.map((reading) => reading.time), v: readings.map((reading) => reading.value), remarks };
}

/** The target of a Link header's rel="next" (RFC 8288), when there is one and it is a path of the API. */
function nextLink(header: string | null): string | undefined {
  const target = header?.match(/<([^>]+)>\s*;\s*rel="?next"?/)?.[1];
  return target?.startsWith(`${API_BASE}/`) ? target : undefined;
}
