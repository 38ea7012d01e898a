import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database';

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: withJitOff(connectionString), max: 10 });
  const run = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });
  return {
    ...run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(run(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/**
 * issue 16: the planner prices index scans over long series with LIMIT as if they read every row, so short queries
 * passed jit_above_cost and spent 100+ ms compiling for a few ms of work; the server only runs short queries.
 * A startup option holds before a connection's first query (a SET on connect raced the first query).
 */
function withJitOff(connectionString: string): string {
  const url = new URL(connectionString);
  const options = url.searchParams.get('options');
  url.searchParams.set('options', options ? `${options} -c jit=off` : '-c jit=off');
  return url.toString();
}
