// A printable protocol of a completed round: header, entries with values and remarks, decisions.
import { format, isValid } from 'date-fns';
import PDFDocument from 'pdfkit';
import type { CompletedEntry, CompletedMeasureRound } from '../../shared/model';

const COLUMNS = [
  { title: 'Station', width: 150 },
  { title: 'Parameter', width: 60 },
  { title: 'Zeitpunkt', width: 75 },
  { title: 'Wert', width: 60 },
  { title: 'Bemerkung', width: 130 },
  { title: 'Entscheidung 1', width: 130 },
  { title: 'Entscheidung 2', width: 130 },
];
const MARGIN = 36;

/** A stored time that is no valid date (e.g. a leap second stored before dates were checked) is printed as stored. */
function when(iso: string | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return isValid(date) ? format(date, 'dd.MM.yyyy HH:mm') : breakable(iso);
}

const LONGEST_UNBROKEN = 30;
/**
 * The text with a space after every 30 characters without one: the layout breaks a longer word
 * character by character, which takes seconds for a long one (issue 9).
 */
export function breakable(text: string): string {
  return text.replace(new RegExp(`\\S{${LONGEST_UNBROKEN}}(?=\\S)`, 'g'), '$& ');
}

/** issue 35: characters printed per cell of an entry (and of the round remark); the archive shows the whole text */
export const MAX_PRINTED_CHARACTERS = 1_000;
export const CUT_MARK = ' … (gekürzt)';

/** At most MAX_PRINTED_CHARACTERS of the text, marked when cut: a protocol's layout time grows with its text. */
export function printable(text: string): string {
  return text.length > MAX_PRINTED_CHARACTERS ? `${text.slice(0, MAX_PRINTED_CHARACTERS)}${CUT_MARK}` : text;
}

export function renderRoundProtocol(round: CompletedMeasureRound): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, compress: false, info: { Title: `Protokoll ${round.mrName}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(16).text(`Protokoll: ${round.mrName}`);
  doc.font('Helvetica').fontSize(9);
  const header = [
    `Gruppe: ${round.mrGroup ?? '-'}    Protokoll-Nr.: ${round.instanceId}`,
    `Erstellt: ${when(round.creationTime)}    Übermittelt: ${when(round.submissionTime)}    Team: ${round.mrTeam ?? '-'}`,
    `Entscheidung 1: ${when(round.decision1Time)} (${round.decision1Team ?? '-'})    Entscheidung 2: ${when(round.decision2Time)} (${round.decision2Team ?? '-'})    Abgeschlossen: ${when(round.completionTime)}`,
  ];
  if (round.mrRemark) header.push(`Bemerkung: ${printable(round.mrRemark)}`);
  for (const line of header) doc.text(breakable(line));
  doc.moveDown();

  row(doc, COLUMNS.map((column) => column.title), true);
  for (const entry of round.entries) row(doc, cellsOf(entry), false);
  doc.end();
  return done;
}

function cellsOf(entry: CompletedEntry): string[] {
  const remarks = [entry.staRemark?.text, entry.tsRemark?.text].filter(Boolean).join('; ');
  const decision = (value: string | undefined, text: string | undefined) => [value, text].filter(Boolean).join(': ');
  return [
    `${entry.staName} (${entry.staNumber})`,
    entry.tsParameter,
    when(entry.dt),
    entry.value == null ? '-' : `${entry.valueOverviewString ?? entry.value}${entry.tsUnit ? ` ${entry.tsUnit}` : ''}`,
    remarks,
    decision(entry.decision1Value, entry.decision1Remark?.text),
    decision(entry.decision2Value, entry.decision2Remark?.text),
  ];
}

function row(doc: PDFKit.PDFDocument, cells: string[], bold: boolean): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  cells = cells.map((cell) => breakable(printable(cell)));
  const heights = cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: COLUMNS[index].width - 4 }));
  const height = Math.max(...heights) + 4;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, index) => {
    doc.text(cell, x + 2, top + 2, { width: COLUMNS[index].width - 4 });
    x += COLUMNS[index].width;
  });
  doc.moveTo(MARGIN, top + height).lineTo(x, top + height).lineWidth(0.3).stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}
