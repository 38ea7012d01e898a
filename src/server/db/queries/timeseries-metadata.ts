// archive.md §3 Timeseries metadata of many timeseries at once, read through indexes (migration 004) so the cost
// depends on the number of series, never on the length of their history (issue 16): the last value by
// (ts_id, dt desc, seq desc), the two lowest and two highest by (ts_id, value) — the one of them that is not the
// last value gives min/max excluding the last —, sameDay by a range scan per series (a lateral join with LIMIT 1: as
// EXISTS, PGlite's planner hashed one scan of that day's values of every series in the table), and the remarks of 12
// months by a range scan of their own table (migration 006), whose rows hold each remark's answer ready as JSON. The same rule
// as timeseriesMetadata in src/shared (a property-based test compares both). Values at the same dt count in the
// order they were written (seq), as the values call lists them, so the worker's local history gives the same answer.
import { endOfDay, startOfDay, subMonths } from 'date-fns';
import type { TsData } from '../../../shared/schema/timeseries';
import { REMARK_MONTHS, timeseriesMetadata } from '../../../shared/rules/timeseries-metadata';
import type { Queryable } from '../database';

/** a value with its identity (seq) */
type Ranked = [value: number, seq: string];

interface MetadataRow {
  ts_id: string;
  last_dt: Date | null;
  last_value: number | null;
  last_seq: string | null;
  lowest: Ranked[] | null;
  highest: Ranked[] | null;
  same_day: boolean;
  sta_remarks: NonNullable<TsData['staRemarks']> | null;
}

/** The metadata of every given tsId relative to `entryDate` (a timeseries without values gets the empty metadata). */
export async function readTimeseriesMetadata(db: Queryable, tsIds: readonly string[], entryDate: Date): Promise<Map<string, TsData>> {
  const rows = await db.query<MetadataRow>(
    `SELECT t.ts_id, l.dt AS last_dt, l.value AS last_value, l.seq::text AS last_seq,
            (SELECT json_agg(json_build_array(value, seq::text) ORDER BY value) FROM
              (SELECT value, seq FROM ts_value v WHERE v.ts_id = t.ts_id AND value IS NOT NULL
               ORDER BY value LIMIT 2) s) AS lowest,
            (SELECT json_agg(json_build_array(value, seq::text) ORDER BY value DESC) FROM
              (SELECT value, seq FROM ts_value v WHERE v.ts_id = t.ts_id AND value IS NOT NULL
               ORDER BY value DESC LIMIT 2) s) AS highest,
            d.found IS NOT NULL AS same_day,
            (SELECT json_agg(r.remark ORDER BY r.dt, r.seq) FROM ts_station_remark r
              WHERE r.ts_id = t.ts_id AND r.dt >= $4) AS sta_remarks
     FROM unnest($1::text[]) AS t(ts_id)
     LEFT JOIN LATERAL (SELECT dt, value, seq FROM ts_value v WHERE v.ts_id = t.ts_id AND value IS NOT NULL
                        ORDER BY dt DESC, seq DESC LIMIT 1) l ON true
     LEFT JOIN LATERAL (SELECT 1 AS found FROM ts_value v WHERE v.ts_id = t.ts_id AND dt BETWEEN $2 AND $3 LIMIT 1) d ON true`,
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
  const notLast = (ranked: Ranked[] | null) => ranked?.find(([, seq]) => seq !== row.last_seq)?.[0];
  const minExcludingLast = notLast(row.lowest);
  return {
    ...(row.last_dt && { last: { dt: iso(row.last_dt), value: row.last_value } }),
    ...(row.lowest && row.highest && { min: row.lowest[0][0], max: row.highest[0][0] }),
    ...(minExcludingLast !== undefined && { minExcludingLast, maxExcludingLast: notLast(row.highest)! }),
    sameDay: row.same_day,
    staRemarks: row.sta_remarks ?? [],
  };
}
