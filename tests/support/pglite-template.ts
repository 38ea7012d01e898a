// issue 32 (CI time): a fresh PGlite costs seconds of CPU (initdb and the migrations); the unit project's global
// setup does that once into a data directory on disk, and each test server starts on a copy of it.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';

/** The migrated template's directory, set by the global setup below (the unit project's, vite.config.ts). */
const TEMPLATE_ENV = 'HWE_PGLITE_TEMPLATE';

export default async function createPgliteTemplate(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'hwe-pglite-template-'));
  const db = await openDatabase({ dataDir: dir });
  await migrate(db);
  await db.close();
  process.env[TEMPLATE_ENV] = dir;
  return () => rm(dir, { recursive: true, force: true });
}

export interface PgliteDataDir {
  dataDir: string;
  remove(): Promise<void>;
}

/** A PGlite data directory of its own for one server or database: a copy of the template, empty where none was made. */
export async function pgliteDataDir(): Promise<PgliteDataDir> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hwe-pglite-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) await cp(template, dataDir, { recursive: true });
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}
