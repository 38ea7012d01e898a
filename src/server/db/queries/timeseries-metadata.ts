// archive.md §3 Timeseries metadata of many timeseries at once, aggregated by the database; the same rule as
// timeseriesMetadata in src/shared (a test compares both on the demo data). Values at the same dt count in the order
// they were written (seq), as the values call lists them, so the worker's local history gives the same answer.
import { endOfDay, startOfDay, subMonths } from 'date-fns';
import type { TsData } from '../../../shared/model';
import { REMARK_MONTHS, timeseriesMetadata } from '../../../shared/rules/timeseries-metadata';
import type { Queryable } from '../database';

interface MetadataRow {
  ts_id: string;
  last_dt: Date | null;
  last_value: number | null;
  min: number | null;
  max: number | null;
  min_excluding_last: number | null;
  max_excluding_last: number | null;
  same_day: boolean;
  remark_dts: Date[] | null;
  remark_texts: string[] | null;
}

/** The metadata of every given tsId relative to `entryDate` (a timeseries without values gets the empty metadata). */
export async function readTimeseriesMetadata(db: Queryable, tsIds: readonly string[], entryDate: Date): Promise<Map<string, TsData>> {
  const rows = await db.query<MetadataRow>(
    `WITH v AS (
       SELECT ts_id, dt, seq, value, sta_remark->>'text' AS remark,
              CASE WHEN value IS NOT NULL
                THEN row_number() OVER (PARTITION BY ts_id, value IS NULL ORDER BY dt DESC, seq DESC) END AS from_last
       FROM ts_value WHERE ts_id = ANY($1::text[]))
     SELECT ts_id,
            max(dt) FILTER (WHERE from_last = 1) AS last_dt,
            max(value) FILTER (WHERE from_last = 1) AS last_value,
            min(value) AS min, max(value) AS max,
            min(value) FILTER (WHERE from_last > 1) AS min_excluding_last,
            max(value) FILTER (WHERE from_last > 1) AS max_excluding_last,
            bool_or(dt BETWEEN $2 AND $3) AS same_day,
            array_agg(dt ORDER BY dt, seq) FILTER (WHERE remark <> '' AND dt >= $4) AS remark_dts,
            array_agg(remark ORDER BY dt, seq) FILTER (WHERE remark <> '' AND dt >= $4) AS remark_texts
     FROM v GROUP BY ts_id`,
    [
      [...tsIds],
      startOfDay(entryDate).toISOString(),
      endOfDay(entryDate).toISOString(),
      subMonths(entryDate, REMARK_MONTHS).toISOString(),
    ],
  );
  const result = new Map(tsIds.map((tsId) => [tsId, timeseriesMetadata([], entryDate)]));
  for (const row of rows) result.set(row.ts_id, metadataOfRow(row));
  return result;
}

function metadataOfRow(row: MetadataRow): TsData {
  const iso = (dt: Date) => new Date(dt).toISOString();
  return {
    ...(row.last_dt && { last: { dt: iso(row.last_dt), value: row.last_value } }),
    ...(row.min !== null && { min: row.min, max: row.max! }),
    ...(row.min_excluding_last !== null && { minExcludingLast: row.min_excluding_last, maxExcludingLast: row.max_excluding_last! }),
    sameDay: row.same_day,
    staRemarks: (row.remark_dts ?? []).map((dt, index) => ({ dt: iso(dt), text: row.remark_texts![index] })),
  };
}
