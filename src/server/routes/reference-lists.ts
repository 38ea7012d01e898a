// Lists every logged-in user may read: discharge meters, facility models, measure documents.
import type { FastifyInstance } from 'fastify';
import { apiPaths, type DischargeMetersResponse, type FacilityModelsResponse, type MeasureDocument } from '../../shared/api';
import { requireUser } from '../auth/access';
import type { Database } from '../db/database';
import { sendWithEtag } from '../http/etag';
import { DischargeMetersSchema, FacilityModelsSchema, MeasureDocumentsSchema } from '../../shared/schema/reference';

export function referenceListRoutes(app: FastifyInstance, db: Database): void {
  app.get(apiPaths.dischargeMeters(), { config: { answer: DischargeMetersSchema } }, async (request): Promise<DischargeMetersResponse> => {
    requireUser(request);
    return docs(db, 'discharge_meter');
  });

  app.get(apiPaths.facilityModels(), { config: { answer: FacilityModelsSchema } }, async (request): Promise<FacilityModelsResponse> => {
    requireUser(request);
    return docs(db, 'facility_model');
  });

  app.get(apiPaths.measureDocuments(), { config: { answer: MeasureDocumentsSchema } }, async (request, reply) => {
    requireUser(request);
    const rows = await db.query<{ md_id: string; md_filename: string; md_document: string; md_last_modified: Date }>(
      'SELECT * FROM measure_document ORDER BY md_filename',
    );
    const documents: MeasureDocument[] = rows.map((row) => ({
      mdId: row.md_id,
      mdFilename: row.md_filename,
      mdDocument: row.md_document,
      mdLastModified: new Date(row.md_last_modified).toISOString(),
    }));
    return sendWithEtag(request, reply, documents);
  });
}

async function docs<T>(db: Database, table: 'discharge_meter' | 'facility_model'): Promise<T[]> {
  const rows = await db.query<{ doc: T }>(`SELECT doc FROM ${table} ORDER BY position`);
  return rows.map((row) => row.doc);
}
