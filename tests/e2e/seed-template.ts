// Seeds the e2e demo template into the empty directory named as the argument; tests/support/test-all.sh runs it
// beside Vitest and hands the directory to Playwright (HWE_TEMPLATE_DATA_DIR), whose global setup then seeds nothing.
import bundleServerForThisRun from '../support/server-bundle';
import { startServerProcess } from '../support/server-process';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx tests/e2e/seed-template.ts <empty directory>');
const removeBundle = await bundleServerForThisRun();
const seeding = await startServerProcess({ STATIC_DIR: '/nonexistent' }, dataDir);
await seeding.stop();
await removeBundle();
