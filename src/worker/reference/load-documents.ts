// spec entry.md §7 measure documents list: no-cache, If-None-Match; stored for offline use.
import { apiPaths, type MeasureDocument } from '../../shared/api';
import { MeasureDocumentsSchema } from '../../shared/schema/reference';
import { conditionalGet } from '../http/conditional';
import { readCache } from '../store/cache-store';
import { readDocuments, replaceDocuments } from '../store/documents-store';

export async function loadDocuments(signal?: AbortSignal): Promise<MeasureDocument[]> {
  const etag = await readCache('documentsEtag');
  const { documents, allReadable } = await readDocuments();
  // with a stored document skipped, the whole list is asked for again (no If-None-Match)
  const stored = etag === undefined ? undefined : { body: documents, etag: allReadable ? etag : undefined };
  const result = await conditionalGet(apiPaths.measureDocuments(), MeasureDocumentsSchema, stored, { signal });
  if (!result) return [];
  if (result.changed) await replaceDocuments(result.value.body, result.value.etag);
  return result.value.body;
}
