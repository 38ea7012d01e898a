// issue 16: every PostgreSQL connection runs with jit off from its first query (short queries spent 100+ ms
// compiling), and keeps the options of the database URL (the tests' search_path).
import { describe, expect, test } from 'vitest';
import { openPostgres } from '../../../src/server/db/postgres';
import { freshPostgresSchema } from './support/server';

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  test('issue 16: jit is off on every pooled connection, and the URL options still hold', async () => {
    const database = await openPostgres(await freshPostgresSchema('hwe_test_connection'));
    try {
      // ten at once: each takes its own pooled connection, and each one's first query already sees the settings
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => database.query<{ jit: string; search_path: string }>(
          "SELECT current_setting('jit') AS jit, current_setting('search_path') AS search_path",
        )),
      );
      expect(answers.map(([row]) => row)).toEqual(Array(10).fill({ jit: 'off', search_path: 'hwe_test_connection' }));
    } finally {
      await database.close();
    }
  });
});
