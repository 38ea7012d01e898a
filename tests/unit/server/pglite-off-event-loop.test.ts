// Standards "no request can stall another": the embedded database (PGlite, the default of `npm start`) runs its
// queries in a thread of its own, so the server's event loop keeps turning while a long query runs; transactions
// through that thread store everything or nothing, as on PostgreSQL.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { openTestDatabase } from './support/server';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ name: 'PGlite' });
  await db.exec('CREATE TABLE counter (name text PRIMARY KEY, n integer NOT NULL)');
});
afterAll(() => db?.close());

/** How often the event loop turned until `work` settled. */
async function turnsWhile(work: Promise<unknown>): Promise<number> {
  let settled = false;
  void work.finally(() => (settled = true));
  let turns = 0;
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    turns++;
  }
  return turns;
}

test('a query of a second or more leaves the event loop turning', async () => {
  // PGlite runs a query synchronously in WebAssembly: in the server's thread the loop would not turn until it ended
  const long = db.query<{ n: string }>('SELECT count(*) AS n FROM generate_series(1, 2000000) AS s WHERE s % 7 = 0');
  const turns = await turnsWhile(long);
  expect(Number((await long)[0].n)).toBe(285714);
  expect(turns).toBeGreaterThan(100);
});

test('a transaction whose work fails stores nothing; one that succeeds stores everything', async () => {
  await expect(
    db.transaction(async (tx) => {
      await tx.query("INSERT INTO counter VALUES ('rolled back', 1)");
      await tx.query("INSERT INTO counter VALUES ('rolled back', 2)"); // duplicate key
    }),
  ).rejects.toMatchObject({ code: '23505' });
  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO counter VALUES ('a', 1)");
    await tx.query("INSERT INTO counter VALUES ('b', 2)");
  });
  expect(await db.query('SELECT name, n FROM counter ORDER BY name')).toEqual([
    { name: 'a', n: 1 },
    { name: 'b', n: 2 },
  ]);
});

test('transactions at the same time run one after the other: no increment is lost', async () => {
  await db.query("INSERT INTO counter VALUES ('shared', 0)");
  const increment = () =>
    db.transaction(async (tx) => {
      const [{ n }] = await tx.query<{ n: number }>("SELECT n FROM counter WHERE name = 'shared'");
      await tx.query("UPDATE counter SET n = $1 WHERE name = 'shared'", [n + 1]);
    });
  await Promise.all(Array.from({ length: 20 }, increment));
  expect(await db.query("SELECT n FROM counter WHERE name = 'shared'")).toEqual([{ n: 20 }]);
});
