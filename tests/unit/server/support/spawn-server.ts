// Starts the reference server (support/server-process.ts) as a node process of its own, for tests that need
// several server processes, kill one, or read what it logs.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { bundledScript } from '../../../support/server-bundle';

export interface ServerProcess {
  child: ChildProcess;
  /** resolves once the server listens */
  url: Promise<string>;
}

/**
 * One node process (no wrapper, so a signal hits the server itself) on the PostgreSQL of `env.DATABASE_URL` or the
 * PGlite directory `env.DATA_DIR`; every line it prints (its log) goes to `onLine`. `script` starts the server and
 * prints its URL as one JSON line (default: the tiny demo data, ./server-process.ts); it runs from the run's bundle
 * (tests/support/server-bundle.ts).
 */
export function spawnServerProcess(
  env: { DATABASE_URL?: string; DATA_DIR?: string },
  onLine: (line: string) => void = () => {},
  script = 'tests/unit/server/support/server-process.ts',
): ServerProcess {
  const child = spawn(process.execPath, [bundledScript(script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`server process ended: ${code ?? signal}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"url"')) resolve((JSON.parse(line) as { url: string }).url);
      onLine(line);
    });
  });
  return { child, url };
}
