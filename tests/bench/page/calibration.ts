// The fixed busy loop on the main thread and in a worker, for printing how the CPU throttle acts.
import { busyLoopMs } from './busy-loop';

export function mainThreadLoopMs(): Promise<number> {
  return new Promise((resolve) => setTimeout(() => resolve(busyLoopMs()), 0));
}

export function workerLoopMs(): Promise<number> {
  const worker = new Worker(new URL('./busy-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<number>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<number>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage('run');
  }).finally(() => worker.terminate());
}
