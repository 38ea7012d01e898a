// Starts the reference server on a free port for one test file.
import { startServer, type StartOptions, type RunningServer } from '../../../../src/server/start';
import { tinyDemo } from './tiny-demo';

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  options: Pick<StartOptions, 'dataDir' | 'databaseUrl'>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const testDatabases: TestDatabase[] = [
  { name: 'PGlite', options: { dataDir: 'memory://' } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL' as const, options: { databaseUrl: process.env.TEST_DATABASE_URL } }]
    : []),
];

export function startTestServer(options: StartOptions = {}): Promise<RunningServer> {
  return startServer({ port: 0, dataDir: 'memory://', staticDir: '/nonexistent', demoData: tinyDemo(), ...options });
}
