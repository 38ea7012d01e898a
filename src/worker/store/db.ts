// The worker's IndexedDB database: versioned schema, one migration per version step.
import { openDB, unwrap, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { sessionContext } from '../http/session';
import { joinArchiveRows } from './archive-blocks-upgrade';
import { joinHistoryMonths } from './history-months';
import type { HweDb } from './schema';

export const DEFAULT_DATABASE_NAME = 'hwe-handentry';

/** a migration that reads records returns a promise: the next one runs once it settled, in the same upgrade */
type Migration = (db: IDBPDatabase<HweDb>, upgrade: IDBPTransaction<HweDb, StoreNames<HweDb>[], 'versionchange'>) => void | Promise<void>;

/** migrations[i] upgrades a database of version i to version i + 1 */
export const migrations: Migration[] = [
  (db) => {
    db.createObjectStore('cache');
    db.createObjectStore('rounds', { keyPath: 'instanceId' });
    db.createObjectStore('groups');
    // one record per series and month until issue 38 (joined by the last migration)
    unwrap(db.createObjectStore('history', { keyPath: ['tsId', 'month'] })).createIndex('tsId', 'tsId');
    db.createObjectStore('maps', { keyPath: 'key' });
    db.createObjectStore('documents', { keyPath: 'mdId' });
    db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('instanceId', 'instanceId');
    db.createObjectStore('photos', { keyPath: 'id' }).createIndex('instanceId', 'instanceId');
  },
  (db) => {
    db.createObjectStore('meteoDrafts', { keyPath: ['mrId', 'staNumber', 'month'] });
  },
  (db) => {
    // one record per summary row until issue 38 (joined into blocks by the last migration)
    (db as IDBPDatabase<unknown>).createObjectStore('archive', { keyPath: 'instanceId' });
  },
  (db) => {
    db.createObjectStore('archiveRounds', { keyPath: 'instanceId' });
  },
  (db) => {
    db.createObjectStore('onlineSessions', { keyPath: 'session' });
  },
  (_db, upgrade) => {
    // issue 11: the archive list's first page and range are read by these before every row is loaded
    const archive = (upgrade as unknown as IDBPTransaction<unknown, string[], 'versionchange'>).objectStore('archive');
    archive.createIndex('submissionTime', 'submissionTime');
    archive.createIndex('creationTime', 'creationTime');
  },
  (db) => {
    db.createObjectStore('archiveDrafts', { keyPath: 'instanceId' });
  },
  // issue 38: one history record per series instead of per month, without the unused tsId index
  (db, upgrade) => joinHistoryMonths(db as IDBPDatabase<unknown>, upgrade as unknown as IDBPTransaction<unknown, string[], 'versionchange'>),
  // issue 38: the archive list's rows in blocks of a few hundred instead of one record each
  (db, upgrade) => joinArchiveRows(db as IDBPDatabase<unknown>, upgrade as unknown as IDBPTransaction<unknown, string[], 'versionchange'>),
];

let opened: { name: string; db: Promise<IDBPDatabase<HweDb>> } | undefined;

/** The open database named by the session (opened once, closed when another tab upgrades it). */
export function database(): Promise<IDBPDatabase<HweDb>> {
  const name = sessionContext().databaseName ?? DEFAULT_DATABASE_NAME;
  if (opened?.name !== name) opened = { name, db: openDatabase(name) };
  return opened.db;
}

function openDatabase(name: string): Promise<IDBPDatabase<HweDb>> {
  return openDB<HweDb>(name, migrations.length, {
    upgrade(db, oldVersion, _newVersion, upgrade) {
      // a failed step aborts the upgrade: the database stays at its version and opening it fails
      void migrations
        .slice(oldVersion)
        .reduce<Promise<void>>((previous, migrate) => previous.then(() => migrate(db, upgrade)), Promise.resolve())
        .catch((error: unknown) => {
          console.error('The database upgrade failed', error);
          upgrade.abort();
        });
    },
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opened = undefined;
    },
    terminated() {
      opened = undefined;
    },
  });
}
