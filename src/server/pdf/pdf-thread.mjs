// A worker thread of the PDF pool (pdf/pdf-pool.ts). Plain JavaScript, because a worker thread starts
// without the parent's TypeScript loader: it registers tsx, then loads the renderer from source.
import { register } from 'tsx/esm/api';

register();
const { renderRoundProtocol } = await import('./round-protocol.ts');

/** @param {import('../../shared/model').CompletedMeasureRound} round */
export default async function render(round) {
  return renderRoundProtocol(round);
}
