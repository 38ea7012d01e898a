// The e2e files' reference servers with the demo data: one of its own for a file that changes the server's data or
// stops it (serverForThisFile), else the Playwright worker's one (serverOfThisWorker), so files never see each
// other's posts and most files skip a server start (issue 32, CI time).
import { test as base } from '@playwright/test';
import type { ServerInfo } from '../../src/shared/schema/reference';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/** Starts a server in the API dialect a project's metadata names (playwright.config.ts, issue 32). */
async function startInDialect(dialect: string | undefined, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({ ...(dialect && { API_DIALECT: dialect }), ...env });
  const info = (await (await fetch(`${server.url}/hwe-api/v2/info`)).json()) as ServerInfo;
  if (dialect === 'spec' && info.extensions) throw new Error('The spec dialect must offer no extensions');
  return server;
}

/**
 * `test` with the worker's server. Every e2e file declares its tests with this one: files of another `test` would
 * need other workers, so Playwright would restart its workers (and their servers) between files.
 */
export const test = base.extend<object, { workerServer: ServerProcess }>({
  workerServer: [
    async ({}, use, workerInfo) => {
      const server = await startInDialect(workerInfo.project.metadata.apiDialect as string | undefined);
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 600_000 }, // the start's own limit (support/server-process.ts) is the guard
  ],
});

/**
 * The worker's server (one per Playwright worker and project), for a file that only reads from the server: it must
 * not post, decide, change permissions or stop the server, since the worker's next files see the same data.
 */
export function serverOfThisWorker(): () => ServerProcess {
  let server: ServerProcess | undefined;
  test.beforeAll(({ workerServer }) => {
    server = workerServer;
  });
  return () => {
    if (!server) throw new Error('The server is the worker fixture handed to beforeAll');
    return server;
  };
}

/** A server of the test's own in the running project's dialect, started inside a test (the caller disposes of it). */
export function startServerInProjectDialect(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startInDialect(base.info().project.metadata.apiDialect as string | undefined, env);
}

/**
 * Starts a server before the tests of the file or describe block it is called in, and disposes of it after them.
 * `env` is read when the server starts, so it may name what an earlier beforeAll started (an identity provider).
 */
export function serverForThisFile(env: () => Record<string, string> = () => ({})): () => ServerProcess {
  let server: ServerProcess | undefined;
  base.beforeAll(async () => {
    base.setTimeout(600_000); // the start's own limit (support/server-process.ts) is the guard
    server = await startServerInProjectDialect(env());
  });
  base.afterAll(async () => {
    await server?.dispose();
  });
  return () => {
    if (!server) throw new Error('The server starts in beforeAll');
    return server;
  };
}
