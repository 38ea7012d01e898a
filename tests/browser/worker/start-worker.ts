// Starts the real worker module as the UI does and talks to it through Comlink.
import { proxy, wrap, type Remote } from 'comlink';
import type { ClientContext, WorkerApi } from '../../../src/shared/worker-api';

/** Where no server listens: calls fail as from a device without network. */
export const UNREACHABLE_API = 'http://127.0.0.1:1';

export interface StartedWorker {
  api: Remote<WorkerApi<Blob>>;
  terminate: () => void;
}

export async function startWorker(context: Partial<ClientContext> & { databaseName: string }, token?: string): Promise<StartedWorker> {
  const worker = new Worker(new URL('../../../src/worker/index.ts', import.meta.url), { type: 'module' });
  const api = wrap<WorkerApi<Blob>>(worker);
  await api.init({ browser: 'Chromium', standalone: false, ...context }, proxy(async () => token));
  return { api, terminate: () => worker.terminate() };
}

/** A fresh database name per test, so test files running side by side never share data. */
export function uniqueDatabaseName(label: string): string {
  return `hwe-test-${label}-${crypto.randomUUID()}`;
}
