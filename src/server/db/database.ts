// One small interface over PGlite (embedded default) and PostgreSQL (DATABASE_URL).
export type SqlParam = string | number | boolean | null | Date | Uint8Array | readonly unknown[] | object;

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: everything or nothing is stored. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** postgres://… selects PostgreSQL */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' keeps everything in memory */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir ?? './data');
}
