// Starts the reference server: opens the database, migrates, seeds the demo data, listens.
import type { DemoData } from './demo/demo-data';
import { generateDemoData } from './demo/generate';
import { buildApp, type AppOptions } from './app';
import type { OidcOptions } from './auth/identity';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { fillMissingArchiveSummaries } from './db/queries/completed-rounds';

export interface StartOptions {
  /** 0 picks a free port (default 8080) */
  port?: number;
  /** default 127.0.0.1; forced to loopback in local demo mode */
  host?: string;
  /** PGlite data directory (default ./data); 'memory://' for an in-memory database */
  dataDir?: string;
  /** postgres://… uses PostgreSQL instead of PGlite */
  databaseUrl?: string;
  staticDir?: string;
  tilesDir?: AppOptions['tilesDir'];
  /** the "today" the demo data is generated for (default now) */
  demoToday?: Date;
  /** demo data to seed instead of the generated set (tests); a function is called only when the database is empty */
  demoData?: DemoData | (() => DemoData);
  oidc?: OidcOptions;
  bodyLimit?: number;
  /** source revision shown in /info */
  revision?: string;
  settings?: AppOptions['settings'];
  logger?: boolean;
  checkAnswers?: AppOptions['checkAnswers'];
  pdfTimeLimitMs?: AppOptions['pdfTimeLimitMs'];
  /** issue 32: 'spec' answers only the spec's shapes (default 'extended') */
  dialect?: AppOptions['dialect'];
  requestTimeoutMs?: AppOptions['requestTimeoutMs'];
  maxConnectionsPerAddress?: AppOptions['maxConnectionsPerAddress'];
}

export interface RunningServer {
  url: string;
  /** Resolves when the work the server starts in the background once it listens has ended (the archive list's rows in memory). */
  warmedUp(): Promise<void>;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await migrate(db);
    await fillMissingArchiveSummaries(db);
    await seedIfEmpty(db, () => {
      const { demoData } = options;
      return typeof demoData === 'function' ? demoData() : (demoData ?? generateDemoData({ today: options.demoToday }));
    });
    const app = await buildApp({ ...options, db });
    const demoMode = !options.oidc;
    const host = demoMode ? loopback(options.host) : (options.host ?? '127.0.0.1');
    await app.listen({ port: options.port ?? 8080, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
    return {
      url: `http://${urlHost}:${port}`,
      warmedUp: () => app.archiveListWarm(),
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

function loopback(host: string | undefined): string {
  return host === '::1' || host === 'localhost' ? host : '127.0.0.1';
}
