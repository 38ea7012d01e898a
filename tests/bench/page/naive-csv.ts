// Naive alternative of the CSV figure: the same shared parse (papaparse) and mapping, on the main thread.
import { parseCsvText } from '../../../src/shared/csv/parse';
import { mapCsvRows } from '../../../src/shared/csv/rows';
import type { CsvColumns } from '../../../src/shared/contract';

/** one preview page; its size does not change the timing */
const PREVIEW_ROWS = 100;

export async function parseCsvOnMainThread(file: File, columns: CsvColumns, defaultTime: string) {
  const text = await file.text();
  const { records } = mapCsvRows(parseCsvText(text, columns.startRow).rows, columns, defaultTime);
  return { recordCount: records.length, preview: records.slice(0, PREVIEW_ROWS) };
}
