// Measure documents (archive.md §3): small base64 files, a text instruction, a CSV key and a one-page PDF.
import { subDays } from 'date-fns';
import type { MeasureDocument } from '../../shared/api';

const INSTRUCTION = `Betriebsvorschrift Messtouren Hydrographie Tirol

1. Ablesung der Pegel täglich um 07:00 MEZ.
2. Bei Hochwasser zusätzlich um 12:00 und 17:00 ablesen.
3. Auffälligkeiten (Risse, Vernässungen, trübes Sickerwasser) als Ereignis erfassen und fotografieren.
4. Datensammler monatlich auslesen, Batteriespannung notieren.
`;

interface KeyStation {
  staName: string;
  staNumber: string;
  siteName: string;
}

function stationKeyCsv(stations: readonly KeyStation[]): string {
  return ['Station;Nummer;Gewässer', ...stations.map((station) => `${station.staName};${station.staNumber};${station.siteName}`)].join('\n') + '\n';
}

/** A minimal valid one-page PDF with one line of text; xref offsets computed from the parts. */
function minimalPdf(text: string): string {
  const stream = `BT /F1 14 Tf 50 780 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

const base64 = (text: string, encoding: BufferEncoding = 'utf8') => Buffer.from(text, encoding).toString('base64');

/** `keyStations` are listed in the station key document. */
export function buildDocuments(today: Date, keyStations: readonly KeyStation[]): MeasureDocument[] {
  return [
    { mdId: 1, mdFilename: 'Betriebsvorschrift Messtouren.txt', mdDocument: base64(INSTRUCTION), mdLastModified: subDays(today, 40).toISOString() },
    { mdId: 2, mdFilename: 'Stationsschlüssel Demo.csv', mdDocument: base64(stationKeyCsv(keyStations)), mdLastModified: subDays(today, 200).toISOString() },
    {
      mdId: 3,
      mdFilename: 'Kontrollgang Sperre Voels.pdf',
      mdDocument: base64(minimalPdf('Kontrollgang Sperre Voels - Checkliste'), 'latin1'),
      mdLastModified: subDays(today, 12).toISOString(),
    },
  ];
}
