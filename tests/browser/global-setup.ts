// Starts the real reference server for the browser tests; the browser project's Vite server
// proxies /hwe-api to it (vite.config.ts), so tests fetch through the page's own origin.
// In front of it runs the fault-injecting proxy, reached as /fault-proxy (tests/support/fault-proxy.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../src/server/start';
import { startFaultProxy } from '../support/fault-proxy';
import { startLargeArchiveServer } from '../support/large-archive-server';

export default async function setup(): Promise<() => Promise<void>> {
  const port = Number(new URL(process.env.HWE_TEST_API!).port);
  const dataDir = await mkdtemp(join(tmpdir(), 'hwe-browser-'));
  // side by side: each seeds its database in a thread of its own (CI time)
  const [server, largeArchive] = await Promise.all([
    startServer({ port, host: '127.0.0.1', dataDir }),
    startLargeArchiveServer(Number(new URL(process.env.HWE_TEST_LARGE_ARCHIVE_API!).port)),
  ]);
  const faultProxy = await startFaultProxy(server.url, Number(new URL(process.env.HWE_TEST_FAULT_PROXY!).port));
  return async () => {
    await largeArchive.close();
    await faultProxy.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
