// The bench page: everything the Node driver (../run.ts) calls through page.evaluate.
import { mainThreadLoopMs, workerLoopMs } from './calibration';

const bench = { mainThreadLoopMs, workerLoopMs };

export type BenchPageApi = typeof bench;

declare global {
  interface Window {
    bench: BenchPageApi;
  }
}

window.bench = bench;
document.getElementById('status')!.textContent = 'ready';
