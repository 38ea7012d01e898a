// Input files of the worker figures, generated in Node and served next to the bench page.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addMinutes, format } from 'date-fns';
import sharp from 'sharp';
import type { CsvColumns } from '../../src/shared/contract';

export const CSV_ROWS = 100_000;
/** 10 MiB */
export const CSV_BYTES = 10 * 1024 * 1024;
export const CSV_FILE = 'fixtures/readings.csv';
/** 12 MP as a panorama, so its longer side exceeds the spec's photoMaxSize (6000 px) and the photo is really scaled */
export const PHOTO_WIDTH = 6400;
const PHOTO_HEIGHT = 1875;
export const PHOTO_FILE = 'fixtures/photo-12mp.jpg';

/** The worker's CSV columns for the fixture (0-based, -1 none): date-time, value, remark, below one header row. */
export const CSV_COLUMNS = {
  dateColumn: 0,
  timeColumn: -1,
  valueColumn: 1,
  remarkColumn: 2,
  startRow: 1,
  dateTimeFormat: 'dd.MM.yyyy HH:mm',
} as const satisfies CsvColumns;

const HEADER = 'Datum Zeit;Wert;Bemerkung';
const FIRST_READING = new Date(2020, 0, 1, 0, 0);

/**
 * A semicolon CSV with decimal commas (Austrian hydrographic export style): one header row, then
 * `rowCount` readings every 15 minutes; the remark column pads the file to about `targetBytes`.
 */
export function buildReadingsCsv(rowCount = CSV_ROWS, targetBytes = CSV_BYTES): string {
  const sample = `${format(FIRST_READING, CSV_COLUMNS.dateTimeFormat)};123,456;`;
  const remarkLength = Math.max(1, Math.round((targetBytes - HEADER.length) / rowCount) - sample.length - 1);
  // no commas: with them the importer's delimiter detection (entry.md §5) would rightly pick the comma
  const filler = 'Lattenpegel abgelesen. Wasser leicht getrübt. Treibgut am Rechen entfernt. Sonde geprüft. ';
  const remarkBase = filler.repeat(Math.ceil(remarkLength / filler.length)).slice(0, remarkLength);
  const lines = [HEADER];
  for (let i = 0; i < rowCount; i++) {
    const value = (100 + 50 * Math.sin(i / 500) + (i % 7) * 0.001).toFixed(3).replace('.', ',');
    lines.push(`${format(addMinutes(FIRST_READING, 15 * i), CSV_COLUMNS.dateTimeFormat)};${value};${remarkBase}`);
  }
  return lines.join('\n');
}

/** A 12-megapixel JPEG (6400 × 1875) with photo-like noise (a flat image would decode unrealistically fast). */
export function buildPhotoJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3, background: '#6a8', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Writes both fixtures under the built bench page (`outDir` is dist/bench). */
export async function writeFixtures(outDir: string): Promise<void> {
  await mkdir(join(outDir, 'fixtures'), { recursive: true });
  await writeFile(join(outDir, CSV_FILE), buildReadingsCsv());
  await writeFile(join(outDir, PHOTO_FILE), await buildPhotoJpeg());
}
