// The csv domain's door: a CSV import's preview and post (contract: shared/contract/csv.ts).
import type { CsvApi } from '../../shared/contract';
import { closeCsv, csvPreview, openCsv, updateCsv } from './csv-imports';
import { postCsv } from './post-csv';

export const csvApi = {
  openCsv,
  updateCsv,
  async csvPreview(importId, page, pageSize) {
    return csvPreview(importId, page, pageSize);
  },
  postCsv,
  async closeCsv(importId) {
    closeCsv(importId);
  },
} satisfies CsvApi<Blob>;
