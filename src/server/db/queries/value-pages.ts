// issue 16: the values call in pages. The series are read one after another in the order of their ids, each by a
// range scan of (ts_id, dt, seq) from the window's start or the continuation, at most as many values as the page
// still has room for; so an answer costs the values in it, never the length of the whole history.
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

export interface ValuePage {
  /** the JSON texts of the series parts in the page, in order (values for the array form, objects for columns) */
  parts: string[];
  next?: ValueCursor;
}

interface SeriesPageRow {
  json: string | null;
  count: number;
  more: boolean;
  last_dt: string | null;
  last_seq: string | null;
  /** a value of the page has no stored JSON text yet */
  unstored: boolean;
}

/** One page of the values of `tsIds` (series in code-unit order of their ids, values in (dt, seq) order). */
export async function readValuePage(db: Queryable, request: ValuePageRequest): Promise<ValuePage> {
  const ordered = [...new Set(request.tsIds)].sort();
  const first = request.after ? ordered.indexOf(request.after.tsId) : 0;
  const parts: string[] = [];
  let room = request.limit;
  for (let index = Math.max(first, 0); index < ordered.length; index++) {
    const tsId = ordered[index];
    const after = index === first ? request.after : undefined;
    const row = await readSeriesPage(db, tsId, request, after, room);
    if (row.count > 0 && row.json !== null) parts.push(row.json);
    room -= row.count;
    if (room === 0) {
      const more = row.more || index < ordered.length - 1;
      return { parts, next: more && row.last_dt && row.last_seq ? { tsId, dt: row.last_dt, seq: row.last_seq } : undefined };
    }
  }
  return { parts };
}

async function readSeriesPage(
  db: Queryable,
  tsId: string,
  request: ValuePageRequest,
  after: ValueCursor | undefined,
  room: number,
): Promise<SeriesPageRow> {
  const part = request.columns ? columnsJsonSql() : `string_agg(${storedJsonSql}, ',' ORDER BY rn) FILTER (WHERE rn <= $5)`;
  const [row] = await db.query<SeriesPageRow>(
    `WITH page AS MATERIALIZED (
       SELECT ts_id, dt, seq, value, sta_remark, ts_remark, instance_id, value_json, value_json_remarks FROM ts_value
       WHERE ts_id = $1 AND ($2::timestamptz IS NULL OR dt >= $2::timestamptz)
         AND ($3::timestamptz IS NULL OR (dt, seq) > ($3::timestamptz, $4::bigint))
       ORDER BY dt, seq LIMIT $5 + 1),
     numbered AS (SELECT *, row_number() OVER (ORDER BY dt, seq) AS rn, count(*) OVER () AS total FROM page)
     SELECT ${part} AS json,
            (count(*) FILTER (WHERE rn <= $5))::int AS count,
            coalesce(bool_or(rn > $5), false) AS more,
            max(to_char(dt AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) FILTER (WHERE rn = least(total, $5)) AS last_dt,
            max(seq::text) FILTER (WHERE rn = least(total, $5)) AS last_seq,
            coalesce(bool_or(value_json IS NULL) FILTER (WHERE rn <= $5), false) AS unstored
     FROM numbered`,
    [tsId, request.from ?? null, after?.dt ?? null, after?.seq ?? null, room, request.withRemarks],
  );
  if (!request.columns && row.unstored) await storeJsonTexts(db, tsId, request.from, after, { dt: row.last_dt!, seq: row.last_seq! });
  return row;
}

/**
 * The array form answers each value's JSON text, stored with its row the first time it is read (without remarks,
 * and with them for values that have any; issue 5), so later calls only join stored texts.
 */
const storedJsonSql = `CASE WHEN value_json IS NULL THEN CASE WHEN $6 THEN ${valueJsonSql(true)} ELSE ${valueJsonSql(false)} END
  WHEN $6 AND value_json_remarks IS NOT NULL THEN value_json_remarks ELSE value_json END`;

/** Stores the JSON texts of the values of the page that have none yet (the same range the page read). */
async function storeJsonTexts(db: Queryable, tsId: string, from: string | undefined, after: ValueCursor | undefined, last: { dt: string; seq: string }) {
  await db.query(
    `UPDATE ts_value SET value_json = ${valueJsonSql(false)},
       value_json_remarks = CASE WHEN sta_remark IS NOT NULL OR ts_remark IS NOT NULL THEN ${valueJsonSql(true)} END
     WHERE ts_id = $1 AND ($2::timestamptz IS NULL OR dt >= $2::timestamptz)
       AND ($3::timestamptz IS NULL OR (dt, seq) > ($3::timestamptz, $4::bigint))
       AND (dt, seq) <= ($5::timestamptz, $6::bigint) AND value_json IS NULL`,
    [tsId, from ?? null, after?.dt ?? null, after?.seq ?? null, last.dt, last.seq],
  );
}

/** SQL for a value's JSON text: tsId, dt (ISO with ms and Z), value, instanceId when present, and with `remarks` those present. */
function valueJsonSql(remarks: boolean): string {
  const remarkFields = remarks
    ? ` || coalesce(',"staRemark":' || sta_remark::text, '') || coalesce(',"tsRemark":' || ts_remark::text, '')`
    : '';
  return `('{"tsId":' || to_json(ts_id)::text
    || ',"dt":"' || to_char(dt AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","value":' || coalesce(value::text, 'null')
    || coalesce(',"instanceId":' || to_json(instance_id)::text, '')${remarkFields} || '}')`;
}

/** SQL for one series' part in column form: tsId, t (ms since 1970), v, and with remarks=true ($6) the remarks by position. */
function columnsJsonSql(): string {
  const inPage = 'FILTER (WHERE rn <= $5)';
  const remark = `'{"i":' || (rn - 1)::text || coalesce(',"staRemark":' || sta_remark::text, '') || coalesce(',"tsRemark":' || ts_remark::text, '') || '}'`;
  return `'{"tsId":' || to_json(min(ts_id))::text
    || ',"t":[' || coalesce(string_agg((extract(epoch FROM dt) * 1000)::float8::text, ',' ORDER BY rn) ${inPage}, '') || ']'
    || ',"v":[' || coalesce(string_agg(coalesce(value::text, 'null'), ',' ORDER BY rn) ${inPage}, '') || ']'
    || CASE WHEN $6 THEN ',"remarks":[' || coalesce(string_agg(${remark}, ',' ORDER BY rn)
         FILTER (WHERE rn <= $5 AND (sta_remark IS NOT NULL OR ts_remark IS NOT NULL)), '') || ']' ELSE '' END || '}'`;
}
