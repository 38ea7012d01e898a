// Reports every IndexedDB readwrite transaction the worker opens on a BroadcastChannel, for the
// preload budget "at most one IndexedDB transaction per chunk". Imported before the worker itself.
export const IDB_CHANNEL = 'bench-idb-transactions';

export interface TransactionReport {
  stores: string[];
}

const channel = new BroadcastChannel(IDB_CHANNEL);
const openTransaction = IDBDatabase.prototype.transaction;

IDBDatabase.prototype.transaction = function (this: IDBDatabase, storeNames: string | string[], mode?: IDBTransactionMode, options?: IDBTransactionOptions) {
  if (mode === 'readwrite') channel.postMessage({ stores: [storeNames].flat() } satisfies TransactionReport);
  return openTransaction.call(this, storeNames, mode, options);
} as typeof IDBDatabase.prototype.transaction;
