// Fills an empty database with the demo data set in a few big statements.
import { ROLES } from '../../shared/api';
import type { DemoData } from '../demo/demo-data';
import type { Database, Queryable } from './database';
import { insertCompletedRounds } from './queries/completed-rounds';

const HISTORY_BATCH = 50_000;
const COMPLETED_ROUNDS_BATCH = 500;

/** Seeds when no round exists yet; returns whether it seeded. */
export async function seedIfEmpty(db: Database, load: () => DemoData | Promise<DemoData>): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM measure_round');
  if (count > 0) return false;
  const data = await load();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7302)');
    const [again] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM measure_round');
    if (again.count > 0) return false;
    await seedRounds(tx, data);
    await seedHistory(tx, data);
    await seedReferenceLists(tx, data);
    await seedUsers(tx, data);
    await seedCompletedRounds(tx, data);
    return true;
  });
}

async function seedRounds(tx: Queryable, data: DemoData) {
  for (const round of data.rounds) {
    await tx.query(
      `INSERT INTO measure_round (mr_id, mr_name, mr_group, mr_remark, entries, track, overlays)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        round.mrId,
        round.mrName,
        round.mrGroup,
        round.mrRemark ?? null,
        JSON.stringify(round.entries),
        round.track ? JSON.stringify(round.track) : null,
        JSON.stringify(round.overlays ?? []),
      ],
    );
  }
}

async function seedHistory(tx: Queryable, data: DemoData) {
  const columns = { tsId: [] as string[], t: [] as number[], v: [] as (number | null)[], sta: [] as (string | null)[], ts: [] as (string | null)[] };
  const flush = async () => {
    if (columns.tsId.length === 0) return;
    await tx.query(
      `INSERT INTO ts_value (ts_id, dt, value, sta_remark, ts_remark)
       SELECT ts_id, to_timestamp(t / 1000.0), v,
              CASE WHEN sta IS NULL THEN NULL ELSE jsonb_build_object('text', sta) END,
              CASE WHEN ts IS NULL THEN NULL ELSE jsonb_build_object('text', ts) END
       FROM unnest($1::text[], $2::float8[], $3::float8[], $4::text[], $5::text[]) AS x(ts_id, t, v, sta, ts)`,
      [columns.tsId, columns.t, columns.v, columns.sta, columns.ts],
    );
    for (const column of Object.values(columns)) column.length = 0;
  };
  // one index build after the bulk insert is several times faster than maintaining it per row
  await tx.query('DROP INDEX IF EXISTS ts_value_ts_dt');
  for (const series of data.history) {
    const remarks = new Map((series.remarks ?? []).map((remark) => [remark.index, remark]));
    for (let i = 0; i < series.t.length; i++) {
      columns.tsId.push(series.tsId);
      columns.t.push(series.t[i]);
      columns.v.push(series.v[i]);
      columns.sta.push(remarks.get(i)?.staRemark ?? null);
      columns.ts.push(remarks.get(i)?.tsRemark ?? null);
      if (columns.tsId.length >= HISTORY_BATCH) await flush();
    }
  }
  await flush();
  await tx.query('CREATE INDEX ts_value_ts_dt ON ts_value (ts_id, dt, seq)');
}

async function seedReferenceLists(tx: Queryable, data: DemoData) {
  const insertDocs = (table: string, docs: unknown[]) =>
    tx.query(
      `INSERT INTO ${table} (position, doc) SELECT ordinality::int, doc FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(doc, ordinality)`,
      [JSON.stringify(docs)],
    );
  await insertDocs('discharge_meter', data.dischargeMeters);
  await insertDocs('facility_model', data.facilityModels);
  for (const document of data.documents) {
    await tx.query(
      'INSERT INTO measure_document (md_id, md_filename, md_document, md_last_modified) VALUES ($1, $2, $3, $4)',
      [String(document.mdId), document.mdFilename, document.mdDocument, new Date(document.mdLastModified)],
    );
  }
}

async function seedUsers(tx: Queryable, data: DemoData) {
  for (const role of ROLES) await tx.query('INSERT INTO role_name (name) VALUES ($1)', [role]);
  for (const user of data.users) {
    await tx.query('INSERT INTO app_user (username, is_admin) VALUES ($1, $2)', [user.username, user.isAdmin]);
    for (const { mrId, role } of user.roles) {
      await tx.query('INSERT INTO permission (username, mr_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        user.username,
        mrId,
        role,
      ]);
    }
  }
}

async function seedCompletedRounds(tx: Queryable, data: DemoData) {
  for (let start = 0; start < data.completedRounds.length; start += COMPLETED_ROUNDS_BATCH) {
    await insertCompletedRounds(tx, data.completedRounds.slice(start, start + COMPLETED_ROUNDS_BATCH));
  }
}
