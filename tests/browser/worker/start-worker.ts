// Starts the real worker module as the UI does and talks to it through Comlink.
import { proxy, wrap, type Remote } from 'comlink';
import { afterEach } from 'vitest';
import { apiPaths, type InfoResponse } from '../../../src/shared/api';
import type { ClientContext, WorkerApi } from '../../../src/shared/contract';
import { FAULT_PROXY_PREFIX, type FaultRule, type SentBody } from '../../support/fault-rules';

/** Where no server listens: calls fail as from a device without network. */
export const UNREACHABLE_API = 'http://127.0.0.1:1';

export interface StartedWorker {
  api: Remote<WorkerApi<Blob>>;
  terminate: () => void;
}

const running: Worker[] = [];

export async function startWorker(context: Partial<ClientContext> & { databaseName: string }, token?: string): Promise<StartedWorker> {
  const worker = new Worker(new URL('../../../src/worker/index.ts', import.meta.url), { type: 'module' });
  running.push(worker);
  const api = wrap<WorkerApi<Blob>>(worker);
  await api.init({ browser: 'Chromium', standalone: false, ...context }, proxy(async () => token));
  return { api, terminate: () => worker.terminate() };
}

/** Call once at the top of a test file: every worker a test started is terminated after it. */
export function stopWorkersAfterEachTest(): void {
  afterEach(() => running.splice(0).forEach((worker) => worker.terminate()));
}

/** A fresh database name per test, so test files running side by side never share data. */
export function uniqueDatabaseName(label: string): string {
  return `hwe-test-${label}-${crypto.randomUUID()}`;
}

/** A route to the server through the fault proxy, with its own scope so only this test's faults apply. */
export interface FaultyServer {
  /** the apiBase to start the worker with */
  apiBase: string;
  /** the next `times` requests matching method and path answer as the rule's mode says (a real HTTP 500, or its body) */
  failNext(rule: FaultRule): Promise<void>;
  /** how many requests of this method and path reached the proxy (refused ones included) */
  requestCount(method: string, path: string): Promise<number>;
  /** forwards the requests a 'hold' rule held */
  release(): Promise<void>;
  /** how many requests of this method and path have had their answer sent on */
  answeredCount(method: string, path: string): Promise<number>;
  /** the requests so far, each as "METHOD path?query" */
  requestsWithQuery(): Promise<string[]>;
  /** the bodies of the requests so far, as sent */
  sentBodies(): Promise<SentBody[]>;
  /** how many requests of this method and path the client gave up before their answer was sent */
  cancelledCount(method: string, path: string): Promise<number>;
}

export function faultyServer(label: string): FaultyServer {
  const apiBase = `${FAULT_PROXY_PREFIX}/${label}-${crypto.randomUUID()}`;
  return {
    apiBase,
    async failNext(rule) {
      const response = await fetch(`${apiBase}/faults`, { method: 'POST', body: JSON.stringify(rule) });
      if (response.status !== 204) throw new Error(`fault proxy refused the rule: ${response.status}`);
    },
    requestCount: (method, path) => countOf(`${apiBase}/requests`, `${method} ${path}`),
    async release() {
      const response = await fetch(`${apiBase}/release`, { method: 'POST' });
      if (response.status !== 204) throw new Error(`fault proxy refused the release: ${response.status}`);
    },
    answeredCount: (method, path) => countOf(`${apiBase}/answered`, `${method} ${path}`),
    requestsWithQuery: async () => (await (await fetch(`${apiBase}/queries`)).json()) as string[],
    sentBodies: async () => (await (await fetch(`${apiBase}/bodies`)).json()) as SentBody[],
    cancelledCount: (method, path) => countOf(`${apiBase}/cancelled`, `${method} ${path}`),
  };
}

/** A fault proxy scope whose /info answers as the spec dialect does, without extensions (issue 32): the worker uses none. */
export async function specDialectServer(label: string): Promise<FaultyServer> {
  const server = faultyServer(label);
  const { extensions: _extensions, ...info } = (await (await fetch(apiPaths.info())).json()) as InfoResponse;
  await server.failNext({ method: 'GET', path: apiPaths.info(), times: 1_000, mode: 'answer', body: JSON.stringify(info) });
  return server;
}

async function countOf(listUrl: string, line: string): Promise<number> {
  const lines = (await (await fetch(listUrl)).json()) as string[];
  return lines.filter((listed) => listed === line).length;
}
