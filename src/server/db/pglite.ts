import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParam } from './database';

export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir);
  const run = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    ...run(db),
    transaction: (work) => db.transaction((tx) => work(run(tx))),
    async exec(sql) {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
