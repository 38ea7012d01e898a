// A printable protocol of a completed round: header, entries with values and remarks, decisions — as the archive
// detail shows them (issue 36 item 1): times in the page's time zone, named; labels, not codes; the page's number format.
import { isValid } from 'date-fns';
import PDFDocument from 'pdfkit';
import { completedValueText } from '../../shared/format/completed-value';
import type { NumberLocale } from '../../shared/format/number';
import type { CompletedEntry, CompletedMeasureRound } from '../../shared/schema/archive';
import { decisionLabel } from '../../shared/format/decision-labels';
import { PROTOCOL_TEXTS } from './protocol-texts';

/** The page's language and time zone (an IANA name) the protocol is written for. */
export interface ProtocolOptions {
  language: NumberLocale;
  timeZone: string;
}

export const DEFAULT_PROTOCOL_OPTIONS: ProtocolOptions = { language: 'de', timeZone: 'Europe/Vienna' };

const COLUMN_WIDTHS = [150, 60, 75, 60, 130, 130, 130];
const MARGIN = 36;

/** dd.MM.yyyy HH:mm (German) or dd/MM/yyyy HH:mm (English, as en-IE on screen) in the given zone. */
function timeFormatter({ language, timeZone }: ProtocolOptions): (iso: string | undefined) => string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const separator = language === 'en' ? '/' : '.';
  return (iso) => {
    if (!iso) return '-';
    const date = new Date(iso);
    // a stored time that is no valid date (e.g. a leap second stored before dates were checked) is printed as stored
    if (!isValid(date)) return breakable(iso);
    const part = Object.fromEntries(parts.formatToParts(date).map(({ type, value }) => [type, value]));
    return `${part.day}${separator}${part.month}${separator}${part.year} ${part.hour}:${part.minute}`;
  };
}

const LONGEST_UNBROKEN = 30;
/**
 * The text with a space after every 30 characters without one: the layout breaks a longer word
 * character by character, which takes seconds for a long one (issue 9).
 */
function breakable(text: string): string {
  return text.replace(new RegExp(`\\S{${LONGEST_UNBROKEN}}(?=\\S)`, 'g'), '$& ');
}

/** issue 35: characters printed per cell of an entry (and of the round remark); the archive shows the whole text */
export const MAX_PRINTED_CHARACTERS = 1_000;
export const CUT_MARK = ' … (gekürzt)';

/** At most MAX_PRINTED_CHARACTERS of the text, marked when cut: a protocol's layout time grows with its text. */
function printable(text: string): string {
  return text.length > MAX_PRINTED_CHARACTERS ? `${text.slice(0, MAX_PRINTED_CHARACTERS)}${CUT_MARK}` : text;
}

export function renderRoundProtocol(round: CompletedMeasureRound, options: ProtocolOptions = DEFAULT_PROTOCOL_OPTIONS): Promise<Buffer> {
  const texts = PROTOCOL_TEXTS[options.language];
  const when = timeFormatter(options);
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, compress: false, info: { Title: `${texts.title} ${round.mrName}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(16).text(`${texts.title}: ${round.mrName}`);
  doc.font('Helvetica').fontSize(9);
  const header = [
    `${texts.group}: ${round.mrGroup ?? '-'}    ${texts.protocolNumber}: ${round.instanceId}`,
    `${texts.created}: ${when(round.creationTime)}    ${texts.submitted}: ${when(round.submissionTime)}    ${texts.team}: ${round.mrTeam ?? '-'}`,
    `${texts.decision1}: ${when(round.decision1Time)} (${round.decision1Team ?? '-'})    ${texts.decision2}: ${when(round.decision2Time)} (${round.decision2Team ?? '-'})    ${texts.completed}: ${when(round.completionTime)}`,
    `${texts.timeZone}: ${options.timeZone}`,
  ];
  if (round.mrRemark) header.push(`${texts.remark}: ${printable(round.mrRemark)}`);
  for (const line of header) doc.text(breakable(line));
  doc.moveDown();

  row(doc, [...texts.columns], true);
  for (const entry of round.entries) row(doc, cellsOf(entry, options.language, when), false);
  doc.end();
  return done;
}

function cellsOf(entry: CompletedEntry, language: NumberLocale, when: (iso: string | undefined) => string): string[] {
  const remarks = [entry.staRemark?.text, entry.tsRemark?.text].filter(Boolean).join('; ');
  const decision = (value: string | undefined, text: string | undefined) => [value && decisionLabel(value, language), text].filter(Boolean).join(': ');
  return [
    `${entry.staName} (${entry.staNumber})`,
    entry.tsParameter,
    when(entry.dt),
    completedValueText(entry, language),
    remarks,
    decision(entry.decision1Value, entry.decision1Remark?.text),
    decision(entry.decision2Value, entry.decision2Remark?.text),
  ];
}

function row(doc: PDFKit.PDFDocument, cells: string[], bold: boolean): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  cells = cells.map((cell) => breakable(printable(cell)));
  const heights = cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: COLUMN_WIDTHS[index] - 4 }));
  const height = Math.max(...heights) + 4;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, index) => {
    doc.text(cell, x + 2, top + 2, { width: COLUMN_WIDTHS[index] - 4 });
    x += COLUMN_WIDTHS[index];
  });
  doc.moveTo(MARGIN, top + height).lineTo(x, top + height).lineWidth(0.3).stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}
