// Timeseries values: appended by round posts, read by the values, metadata and archive calls.
import { asTsId } from '../../../shared/contract/ids';
import type { Remark } from '../../../shared/schema/remark';
import type { HistoricValue } from '../../../shared/schema/timeseries';
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
    tsId: asTsId(row.ts_id),
    dt: new Date(row.dt).toISOString(),
    value: row.value,
    ...(row.instance_id && { instanceId: row.instance_id }),
    ...(row.sta_remark && { staRemark: row.sta_remark }),
    ...(row.ts_remark && { tsRemark: row.ts_remark }),
  }));
}

/** Rounds whose entry templates contain any of the timeseries. */
export async function roundsWithTimeseries(db: Queryable, tsIds: string[]): Promise<Map<string, number[]>> {
  const rows = await db.query<{ ts_id: string; mr_id: number }>(
    `SELECT ts_id, mr_id FROM measure_round, unnest(ts_ids) AS ts_id
     WHERE ts_ids && $1::text[] AND ts_id = ANY($1::text[])`,
    [tsIds],
  );
  const rounds = new Map<string, number[]>();
  for (const row of rows) rounds.set(row.ts_id, [...(rounds.get(row.ts_id) ?? []), row.mr_id]);
  return rounds;
}
