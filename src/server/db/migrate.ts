// Versioned SQL migrations: db/migrations/NNN_name.sql, applied once each in order.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies every migration not applied yet, or those up to and including `upTo` (a file name; tests of a migration). */
export async function migrate(db: Database, upTo?: string): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migration')).map((row) => row.version),
  );
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql') && (!upTo || name <= upTo)).sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(migrationsDir + file, 'utf8');
    await db.transaction(async (tx) => {
      // several server processes may start at once on one PostgreSQL
      await tx.query('SELECT pg_advisory_xact_lock(7301)');
      const done = await tx.query('SELECT 1 FROM schema_migration WHERE version = $1', [file]);
      if (done.length > 0) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migration (version) VALUES ($1)', [file]);
    });
  }
}

/** Our migrations hold semicolons only inside dollar-quoted function bodies ($$ … $$), never inside strings. */
function splitStatements(sql: string): string[] {
  const statements = [''];
  const parts = sql.replace(/--.*$/gm, '').split(/(\$\$[\s\S]*?\$\$)/);
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) statements[statements.length - 1] += part;
    else {
      const [first, ...rest] = part.split(';');
      statements[statements.length - 1] += first;
      statements.push(...rest);
    }
  }
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
