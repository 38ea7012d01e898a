// Starts the reference server on a free port for one test file, on PGlite or PostgreSQL.
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../../../src/server/db/database';
import { migrate } from '../../../../src/server/db/migrate';
import { startServer, type StartOptions, type RunningServer } from '../../../../src/server/start';
import { ADMIN_ROLE, startOidcProvider, type RunningOidcProvider } from '../../../support/oidc/provider';
import { pgliteDataDir } from '../../../support/pglite-template';
import { tinyDemo, USERS } from './tiny-demo';

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const testDatabases: TestDatabase[] = [
  { name: 'PGlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL' as const }] : []),
];

/** A fresh, empty schema of its own for a test file on the PostgreSQL of TEST_DATABASE_URL. */
export async function freshPostgresSchema(schema: string): Promise<string> {
  const url = process.env.TEST_DATABASE_URL!;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  await client.end();
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

/**
 * A migrated database of the test's own, without a server: on PostgreSQL a fresh schema; on PGlite a copy of the
 * migrated template (tests/support/pglite-template.ts: no initdb, the directory goes on close), or with `inMemory`
 * an empty one in memory: initdb costs ~7 s of CPU, but a commit there writes no file (many small writes ran 3–5 ×
 * faster in wall time, 2 × in CPU).
 */
export async function openTestDatabase(database: TestDatabase, schema = 'hwe_test', { inMemory = false } = {}): Promise<Database> {
  if (database.name === 'PostgreSQL' || inMemory) {
    const db = await openDatabase(database.name === 'PostgreSQL' ? { databaseUrl: await freshPostgresSchema(schema) } : { dataDir: 'memory://' });
    await migrate(db);
    return db;
  }
  const pglite = await pgliteDataDir();
  const db = await openDatabase({ dataDir: pglite.dataDir });
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await pglite.remove();
    },
  };
}

export async function startTestServer(
  options: StartOptions = {},
  database: TestDatabase = { name: 'PGlite' },
  schema = 'hwe_test',
): Promise<RunningServer> {
  // PGlite: a copy of the migrated template (tests/support/pglite-template.ts) unless the test names its own directory
  const pglite = database.name === 'PGlite' && !options.dataDir ? await pgliteDataDir() : undefined;
  const storage = database.name === 'PostgreSQL' ? { databaseUrl: await freshPostgresSchema(schema) } : { dataDir: pglite?.dataDir };
  // issue 14: every answer of every server test is checked against its schema
  const server = await startServer({ port: 0, staticDir: '/nonexistent', demoData: tinyDemo(), checkAnswers: true, ...storage, ...options });
  if (!pglite) return server;
  return {
    ...server,
    async close() {
      await server.close();
      await pglite.remove();
    },
  };
}

export type TestUser = keyof typeof USERS | 'anonymous';

export interface SecuredTestServer {
  server: RunningServer;
  provider: RunningOidcProvider;
  tokens: Record<keyof typeof USERS, string>;
  /** fetch as a test user (anonymous sends no Authorization header) */
  call(user: TestUser, path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The server with login through a real OpenID provider, and a token for every test user. */
export async function startSecuredTestServer(database: TestDatabase, schema: string, options: StartOptions = {}): Promise<SecuredTestServer> {
  const provider = await startOidcProvider({
    accounts: [
      { username: USERS.admin, roles: [ADMIN_ROLE] },
      ...Object.values(USERS)
        .filter((username) => username !== USERS.admin)
        .map((username) => ({ username })),
    ],
  });
  const server = await startTestServer(
    { oidc: { issuer: provider.issuer, clientId: provider.clientId, audience: provider.audience, adminRole: ADMIN_ROLE }, ...options },
    database,
    schema,
  );
  const entries = await Promise.all(Object.entries(USERS).map(async ([key, username]) => [key, await provider.token(username)]));
  const tokens = Object.fromEntries(entries) as Record<keyof typeof USERS, string>;
  return {
    server,
    provider,
    tokens,
    call(user, path, init = {}) {
      const headers = new Headers(init.headers);
      if (user !== 'anonymous') headers.set('Authorization', `Bearer ${tokens[user]}`);
      return fetch(server.url + path, { ...init, headers });
    },
    async close() {
      await server.close();
      await provider.close();
    },
  };
}

/** Starts a secured server before the tests of the describe block it is called in, and closes it after them. */
export function securedServerForThisBlock(database: TestDatabase, schema: string, options: StartOptions = {}): () => SecuredTestServer {
  let api: SecuredTestServer | undefined;
  beforeAll(async () => {
    api = await startSecuredTestServer(database, schema, options);
  }, 120_000);
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error('The server starts in beforeAll');
    return api;
  };
}
