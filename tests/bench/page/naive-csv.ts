// Naive alternative of the CSV figure: papaparse over the whole text on the main thread.
import Papa from 'papaparse';

export const PREVIEW_PAGE_ROWS = 50;

export async function parseCsvOnMainThread(file: File, startRow: number) {
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true, comments: '#' });
  const rows = parsed.data.slice(startRow - 1);
  return { rows: rows.length, preview: rows.slice(0, PREVIEW_PAGE_ROWS) };
}
