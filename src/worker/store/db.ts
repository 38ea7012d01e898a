// The worker's IndexedDB database: versioned schema, one migration per version step.
import { openDB, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { sessionContext } from '../http/session';
import type { HweDb } from './schema';

export const DEFAULT_DATABASE_NAME = 'hwe-handentry';

type Migration = (db: IDBPDatabase<HweDb>, upgrade: IDBPTransaction<HweDb, StoreNames<HweDb>[], 'versionchange'>) => void;

/** migrations[i] upgrades a database of version i to version i + 1 */
export const migrations: Migration[] = [
  (db) => {
    db.createObjectStore('cache');
    db.createObjectStore('rounds', { keyPath: 'instanceId' });
    db.createObjectStore('groups');
    db.createObjectStore('history', { keyPath: ['tsId', 'month'] }).createIndex('tsId', 'tsId');
    db.createObjectStore('maps', { keyPath: 'key' });
    db.createObjectStore('documents', { keyPath: 'mdId' });
    db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('instanceId', 'instanceId');
    db.createObjectStore('photos', { keyPath: 'id' }).createIndex('instanceId', 'instanceId');
  },
  (db) => {
    db.createObjectStore('meteoDrafts', { keyPath: ['mrId', 'staNumber', 'month'] });
  },
  (db) => {
    db.createObjectStore('archive', { keyPath: 'instanceId' });
  },
  (db) => {
    db.createObjectStore('archiveRounds', { keyPath: 'instanceId' });
  },
  (db) => {
    db.createObjectStore('onlineSessions', { keyPath: 'session' });
  },
  (_db, upgrade) => {
    // issue 11: the archive list's first page and range are read by these before every row is loaded
    const archive = upgrade.objectStore('archive');
    archive.createIndex('submissionTime', 'submissionTime');
    archive.createIndex('creationTime', 'creationTime');
  },
  (db) => {
    db.createObjectStore('archiveDrafts', { keyPath: 'instanceId' });
  },
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
      for (let version = oldVersion; version < migrations.length; version++) migrations[version](db, upgrade);
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
