// The thread that owns the embedded database (db/pglite.ts). Plain JavaScript, because a worker thread starts
// without the parent's TypeScript loader: it registers tsx, then loads the host from source.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { hostPglite } = await import('./pglite-host.ts');
await hostPglite(parentPort, workerData);
