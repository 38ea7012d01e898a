// Measure documents: the whole list is replaced when the server sends a new one.
import type { MeasureDocument } from '../../shared/api';
import { database } from './db';

export async function readDocuments(): Promise<MeasureDocument[]> {
  return (await database()).getAll('documents');
}

export async function replaceDocuments(documents: readonly MeasureDocument[], etag: string | undefined): Promise<void> {
  const db = await database();
  const tx = db.transaction(['documents', 'cache'], 'readwrite');
  const store = tx.objectStore('documents');
  await Promise.all([
    store.clear(),
    ...documents.map((document) => store.put(document)),
    etag ? tx.objectStore('cache').put(etag, 'documentsEtag') : tx.objectStore('cache').delete('documentsEtag'),
    tx.done,
  ]);
}
