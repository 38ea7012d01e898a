// Timeseries values: appended by round posts, read by the values, metadata and archive calls.
import type { HistoricValue, Remark } from '../../../shared/model';
import type { Queryable } from '../database';

export interface NewValue {
  tsId: string;
  dt: Date;
  value: number | null;
  staRemark?: Remark;
  tsRemark?: Remark;
}

export async function appendValues(tx: Queryable, instanceId: string, values: NewValue[]): Promise<void> {
  if (values.length === 0) return;
  await tx.query(
    `INSERT INTO ts_value (ts_id, dt, value, sta_remark, ts_remark, instance_id)
     SELECT x.ts_id, x.dt, x.value, x.sta, x.ts, $6
     FROM unnest($1::text[], $2::timestamptz[], $3::float8[], $4::jsonb[], $5::jsonb[]) AS x(ts_id, dt, value, sta, ts)`,
    [
      values.map((value) => value.tsId),
      values.map((value) => value.dt.toISOString()),
      values.map((value) => value.value),
      values.map((value) => (value.staRemark ? JSON.stringify(value.staRemark) : null)),
      values.map((value) => (value.tsRemark ? JSON.stringify(value.tsRemark) : null)),
      instanceId,
    ],
  );
}

interface ValueRow {
  ts_id: string;
  dt: Date;
  value: number | null;
  sta_remark: Remark | null;
  ts_remark: Remark | null;
  instance_id: string | null;
}

export async function readValues(db: Queryable, tsIds: string[], since?: Date): Promise<HistoricValue[]> {
  const rows = await db.query<ValueRow>(
    `SELECT ts_id, dt, value, sta_remark, ts_remark, instance_id FROM ts_value
     WHERE ts_id = ANY($1::text[]) AND ($2::timestamptz IS NULL OR dt >= $2)
     ORDER BY ts_id, dt, seq`,
    [tsIds, since ? since.toISOString() : null],
  );
  return rows.map((row) => ({
    tsId: row.ts_id,
    dt: new Date(row.dt).toISOString(),
    value: row.value,
    ...(row.instance_id && { instanceId: row.instance_id }),
    ...(row.sta_remark && { staRemark: row.sta_remark }),
    ...(row.ts_remark && { tsRemark: row.ts_remark }),
  }));
}

/**
 * The same values as `readValues` as a JSON array. Each value's JSON text is stored with its row the first
 * time it is read (without remarks, and with them for values that have any), so later calls only join
 * stored texts: several times faster than building JSON per row on every call. Texts are stored on read,
 * not when values are written, because computing them for the whole seed would slow the first start.
 */
export async function readValuesJson(db: Queryable, tsIds: string[], withRemarks: boolean): Promise<string> {
  const [{ json, unstored }] = await db.query<{ json: string; unstored: boolean | null }>(
    `SELECT '[' || coalesce(string_agg(
              CASE WHEN value_json IS NULL THEN CASE WHEN $2 THEN ${valueJsonSql(true)} ELSE ${valueJsonSql(false)} END
                   WHEN $2 AND value_json_remarks IS NOT NULL THEN value_json_remarks
                   ELSE value_json END,
              ',' ORDER BY ts_id, dt, seq), '') || ']' AS json,
            bool_or(value_json IS NULL) AS unstored
     FROM ts_value WHERE ts_id = ANY($1::text[])`,
    [tsIds, withRemarks],
  );
  if (unstored) {
    await db.query(
      `UPDATE ts_value SET value_json = ${valueJsonSql(false)},
         value_json_remarks = CASE WHEN sta_remark IS NOT NULL OR ts_remark IS NOT NULL THEN ${valueJsonSql(true)} END
       WHERE ts_id = ANY($1::text[]) AND value_json IS NULL`,
      [tsIds],
    );
  }
  return json;
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

/** Rounds whose entry templates contain any of the timeseries. */
export async function roundsWithTimeseries(db: Queryable, tsIds: string[]): Promise<Map<string, number[]>> {
  const rows = await db.query<{ ts_id: string; mr_id: number }>(
    `SELECT DISTINCT e->>'tsId' AS ts_id, mr_id FROM measure_round, jsonb_array_elements(entries) AS e
     WHERE e->>'tsId' = ANY($1::text[])`,
    [tsIds],
  );
  const rounds = new Map<string, number[]>();
  for (const row of rows) rounds.set(row.ts_id, [...(rounds.get(row.ts_id) ?? []), row.mr_id]);
  return rounds;
}
