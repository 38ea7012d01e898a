// The one place the UI talks to the worker: a typed Comlink proxy. Worker code is imported as a type only.
import { proxy, wrap, type Remote } from 'comlink';
import type { AccessTokenProvider, WorkerApi } from '../shared/contract';
import { handOverLegacyStorage } from './state/legacy-storage';

let remote: Remote<WorkerApi<Blob>> | undefined;

export function workerApi(): Remote<WorkerApi<Blob>> {
  remote ??= wrap<WorkerApi<Blob>>(new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module' }));
  return remote;
}

export async function startWorker(tokenProvider: AccessTokenProvider): Promise<Remote<WorkerApi<Blob>>> {
  const api = workerApi();
  await api.init({ browser: browserName(navigator.userAgent), standalone: isStandalone() }, proxy(tokenProvider));
  await handOverLegacyStorage(api);
  return api;
}

export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

export function browserName(userAgent: string): string {
  const known: [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/Firefox\//, 'Firefox'],
    [/Chrom(e|ium)\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  return known.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown';
}
