// A worker thread of the PDF pool (pdf/pdf-pool.ts). Plain JavaScript, because a worker thread starts
// without the parent's TypeScript loader: it registers tsx, then loads the renderer from source.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderRoundProtocol } = await import('./round-protocol.ts');

/** @param {import('./pdf-pool').PdfTask} task */
export default async function render({ id, roundJson, options }) {
  parentPort?.postMessage({ started: id });
  return renderRoundProtocol(JSON.parse(roundJson), options);
}
