// Starts the real reference server as a child process (as `npm start` does, from the run's bundle) on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { bundledScript } from './server-bundle';

export interface ServerProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** stops the process and deletes its data directory */
  dispose(): Promise<void>;
}

/** A seeded data directory to start from (set by tests/e2e/global-setup.ts); without it the server seeds anew. */
export const TEMPLATE_DATA_DIR_ENV = 'HWE_TEMPLATE_DATA_DIR';

/** `existingDataDir`: start again on the data directory of a stopped server (e.g. after writing to its database) */
export async function startServerProcess(env: Record<string, string> = {}, existingDataDir?: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = existingDataDir ?? (await mkdtemp(join(tmpdir(), 'hwe-e2e-')));
  const template = process.env[TEMPLATE_DATA_DIR_ENV];
  if (template && !existingDataDir) await cp(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, [bundledScript('src/server/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: 'dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child, output);
  const stop = () => stopProcess(child);
  return {
    url,
    dataDir,
    stop,
    async dispose() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A guard against a server that never comes up; seeding the demo data took over 300 s at a load of 25 (2 cores). */
const START_LIMIT_MS = 600_000;

async function waitUntilServing(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      const response = await fetch(`${url}/hwe-api/v2/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopProcess(child);
  throw new Error(`server did not start within ${START_LIMIT_MS / 1000} s:\n${output.join('')}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
