// Seeds one demo database for the whole e2e run; each test's server starts on a copy of it,
// so the demo history (two years × ~500 timeseries) is written once, not once per test file.
// `npm test` seeds it beside Vitest (tests/e2e/seed-template.ts) and names it in HWE_TEMPLATE_DATA_DIR.
// The servers run one bundle of the server made here (tests/support/server-bundle.ts).
import bundleServerForThisRun from '../support/server-bundle';
import { startServerProcess, TEMPLATE_DATA_DIR_ENV } from '../support/server-process';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const removeBundle = await bundleServerForThisRun();
  if (process.env[TEMPLATE_DATA_DIR_ENV]) return removeBundle;
  const template = await startServerProcess();
  await template.stop();
  process.env[TEMPLATE_DATA_DIR_ENV] = template.dataDir;
  return async () => {
    await template.dispose();
    await removeBundle();
  };
}
