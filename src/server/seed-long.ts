// `npm run seed:long` (issue 16): seeds the scale fixture (demo/long-history.ts) into PostgreSQL (DATABASE_URL) or
// PGlite (DATA_DIR, default ./data-long), next to whatever the database holds. A second run finds it seeded.
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { LONG_ROUNDS, seedLongRound } from './demo/long-history';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data-long';
const db = await openDatabase({ databaseUrl, dataDir });
const where = databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`;
try {
  await migrate(db);
  // the newest value at the start of the current quarter hour
  const end = new Date(Math.floor(Date.now() / 900_000) * 900_000);
  for (const round of LONG_ROUNDS) {
    const started = performance.now();
    const seeded = await seedLongRound(db, round, end, (done) => process.stdout.write(`\r${round.mrName}: ${done}/${round.series} series`));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      seeded
        ? `\r${where}: round ${round.mrId} "${round.mrName}" seeded, ${round.series} series × ${round.values.toLocaleString('en')} values in ${seconds} s`
        : `${where}: round ${round.mrId} "${round.mrName}" is already seeded`,
    );
  }
  // PGlite runs no checkpointer: without one its WAL keeps every seeded row a second time
  if (!databaseUrl) await db.query('CHECKPOINT');
} finally {
  await db.close();
}
