// Issue 38: what a preload takes of the phone's storage, seen from the page: the origin's usage
// (navigator.storage.estimate, the files on disk) and the history store's records summed by their contents.
import { DEFAULT_DATABASE_NAME } from '../../../src/worker/store/db';

export async function storageUsage(): Promise<number> {
  return (await navigator.storage.estimate()).usage ?? 0;
}

/** Bytes a stored value holds: typed arrays by their length in bytes, strings 1 byte per character, numbers 8. */
function contentBytes(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number') return 8;
  if (typeof value === 'boolean') return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + contentBytes(item), 0);
  if (value && typeof value === 'object') return Object.entries(value).reduce((sum, [key, item]) => sum + key.length + contentBytes(item), 0);
  return 0;
}

/** The app's history store: its records and their contents' bytes. */
export function storedHistoryBytes(): Promise<{ records: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DEFAULT_DATABASE_NAME);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const all = db.transaction('history', 'readonly').objectStore('history').getAll();
      all.onerror = () => reject(all.error);
      all.onsuccess = () => {
        db.close();
        const records = all.result as unknown[];
        resolve({ records: records.length, bytes: records.reduce((sum: number, record) => sum + contentBytes(record), 0) });
      };
    };
  });
}
