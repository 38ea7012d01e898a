// The app's worker, started and called exactly as src/ui/worker-client.ts does (Comlink, WorkerApi contract).
import { proxy, wrap, type Remote } from 'comlink';
import type { WorkerApi } from '../../../src/shared/contract';
import { IDB_CHANNEL, type TransactionReport } from './count-idb-transactions';

let remote: Promise<Remote<WorkerApi<Blob>>> | undefined;

/** Local demo mode: anonymous, like the UI without login. */
export function appWorker(): Promise<Remote<WorkerApi<Blob>>> {
  remote ??= (async () => {
    const api = wrap<WorkerApi<Blob>>(new Worker(new URL('./instrumented-worker.ts', import.meta.url), { type: 'module' }));
    await api.init({ browser: 'Chrome', standalone: false }, proxy(async () => undefined));
    return api;
  })();
  return remote;
}

/** Counts the worker's readwrite transactions on `store` while `work` runs. */
export async function countWriteTransactions<T>(store: string, work: () => Promise<T>): Promise<{ result: T; transactions: number }> {
  const channel = new BroadcastChannel(IDB_CHANNEL);
  let transactions = 0;
  channel.onmessage = (event: MessageEvent<TransactionReport>) => {
    if (event.data.stores.includes(store)) transactions++;
  };
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 100)); // let the last reports arrive
    return { result, transactions };
  } finally {
    channel.close();
  }
}
