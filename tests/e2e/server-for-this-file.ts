// Each e2e spec file (or describe block) gets its own reference server with the demo data, so files never see
// each other's posts.
import { test } from '@playwright/test';
import type { ServerInfo } from '../../src/shared/schema/reference';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * Starts a server before the tests of the file or describe block it is called in, and disposes of it after them.
 * `env` is read when the server starts, so it may name what an earlier beforeAll started (an identity provider).
 */
export function serverForThisFile(env: () => Record<string, string> = () => ({})): () => ServerProcess {
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(300_000); // the start's own limit (support/server-process.ts) is the guard
    // issue 32: a project's metadata names the API dialect its files run against (playwright.config.ts)
    const dialect = test.info().project.metadata.apiDialect as string | undefined;
    server = await startServerProcess({ ...(dialect && { API_DIALECT: dialect }), ...env() });
    const info = (await (await fetch(`${server.url}/hwe-api/v2/info`)).json()) as ServerInfo;
    if (dialect === 'spec' && info.extensions) throw new Error('The spec dialect must offer no extensions');
  });
  test.afterAll(async () => {
    await server?.dispose();
  });
  return () => {
    if (!server) throw new Error('The server starts in beforeAll');
    return server;
  };
}
