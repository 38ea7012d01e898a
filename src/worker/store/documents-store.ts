// Measure documents: the whole list is replaced when the server sends a new one.
import type { MeasureDocument } from '../../shared/api';
import { MeasureDocumentSchema } from '../../shared/schema/reference';
import { recordName } from '../http/parse-answer';
import { database } from './db';
import { parseStoredList } from './stored-records';

/** The stored documents that match their schema (the others are skipped and reported), and whether that is all. */
export async function readDocuments(): Promise<{ documents: MeasureDocument[]; allReadable: boolean }> {
  const records: unknown[] = await (await database()).getAll('documents');
  const documents = parseStoredList(MeasureDocumentSchema, records, recordName('stored measure document', 'mdId'));
  return { documents, allReadable: documents.length === records.length };
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
