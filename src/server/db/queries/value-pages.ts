// issue 16: the values call in pages. The series are read one after another in the order of their ids, each by a
// range scan of (ts_id, dt, seq) from the window's start or the continuation, at most as many values as the page
// still has room for; so an answer costs the values in it, never the length of the whole history. Issue 13: all
// inside the database in one call (ts_value_page, migration 007), its plans kept by PL/pgSQL.
import type { Queryable } from '../database';

/** Where the previous page ended: the last value's series, dt (microseconds) and seq. */
export interface ValueCursor {
  tsId: string;
  dt: string;
  seq: string;
}

export interface ValuePageRequest {
  tsIds: readonly string[];
  withRemarks: boolean;
  /** ISO instant: only values at or after it */
  from?: string;
  limit: number;
  after?: ValueCursor;
  columns: boolean;
}

interface ValuePage {
  /** the JSON texts of the series parts in the page, in order (values for the array form, objects for columns) */
  parts: string[];
  next?: ValueCursor;
}

interface SeriesPartRow {
  series_id: string;
  part: string;
  last_dt: string | null;
  last_seq: string | null;
  more: boolean;
}

/** One page of the values of `tsIds` (series in code-unit order of their ids, values in (dt, seq) order). */
export async function readValuePage(db: Queryable, request: ValuePageRequest): Promise<ValuePage> {
  const { after } = request;
  // one call: the series are read one after another inside the database (ts_value_page of migration 007)
  const rows = await db.query<SeriesPartRow>(
    `SELECT series_id, part, last_dt, last_seq, more
     FROM ts_value_page($1::text[], $2::timestamptz, $3, $4::timestamptz, $5::bigint, $6, $7, $8)`,
    [
      [...new Set(request.tsIds)].sort(),
      request.from ?? null,
      after?.tsId ?? null,
      after?.dt ?? null,
      after?.seq ?? null,
      request.limit,
      request.withRemarks,
      request.columns,
    ],
  );
  const last = rows.at(-1);
  const next = last?.more && last.last_dt && last.last_seq ? { tsId: last.series_id, dt: last.last_dt, seq: last.last_seq } : undefined;
  return { parts: rows.map((row) => row.part), next };
}

/** The versions of the series (ts_series_version, migration 007) as one text: changes whenever a value of them is written. */
export async function seriesVersions(db: Queryable, tsIds: readonly string[]): Promise<string> {
  const [row] = await db.query<{ versions: string | null }>(
    `SELECT string_agg(ts_id || ' ' || version, ',' ORDER BY ts_id) AS versions FROM ts_series_version WHERE ts_id = ANY($1::text[])`,
    [tsIds],
  );
  return row.versions ?? '';
}
