// issue 33: where races are run. On PostgreSQL two server processes on one schema (the way the server scales);
// on PGlite the one process that owns its database, asked twice at once.
import type { ChildProcess } from 'node:child_process';
import { freshPostgresSchema, startTestServer, type TestDatabase } from './server';
import { spawnServerProcess } from './spawn-server';

export interface RaceServers {
  /** the two servers asked at once (the same one twice on PGlite) */
  urls: [string, string];
  close(): Promise<void>;
}

export async function startRaceServers(database: TestDatabase, schema: string): Promise<RaceServers> {
  if (database.name === 'PGlite') {
    const server = await startTestServer();
    return { urls: [server.url, server.url], close: () => server.close() };
  }
  const databaseUrl = await freshPostgresSchema(schema);
  const children: ChildProcess[] = [];
  const start = async () => {
    const started = spawnServerProcess({ DATABASE_URL: databaseUrl });
    children.push(started.child);
    return started.url;
  };
  // the first one migrates and seeds before the second starts
  const first = await start();
  const second = await start();
  return {
    urls: [first, second],
    async close() {
      await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))));
    },
  };
}

/** Runs `trial` `count` times, `parallel` at once (each trial is itself a race of two requests). */
export async function runTrials(count: number, parallel: number, trial: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await trial(next++);
  };
  await Promise.all(Array.from({ length: parallel }, lane));
}
