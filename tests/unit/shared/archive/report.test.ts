import { asMrId, asTsId } from '../../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import { localNoon } from './local-noon';
import type { CompletedEntry, CompletedMeasureRound } from '../../../../src/shared/schema/archive';
import { buildReportMatrix, chooseLatestRound, isReportRelevant, reportEntries, reportTitle } from '../../../../src/shared/rules/report';

const check = (staNumber: string, value: number | null, values: Partial<CompletedEntry> = {}): CompletedEntry => ({
  staName: `Station ${staNumber}`,
  staNumber,
  tsId: asTsId(`${staNumber}-VB1`),
  tsParameter: 'SK',
  tsUnit: 'nein/unverändert/Ereignis',
  inputType: 'NO_STEADY_INCIDENT',
  value,
  ...values,
});
const round = (day: string, entries: CompletedEntry[]): CompletedMeasureRound => ({
  instanceId: day,
  creationTime: localNoon(day),
  mrId: asMrId(3),
  mrName: 'Sperrenkontrolle',
  entries,
});

describe('spec archive.md §4 Report relevance', () => {
  test('NO_YES entries are irrelevant', () => {
    expect(isReportRelevant(check('100', 1, { inputType: 'NO_YES', tsUnit: 'nein/ja' }))).toBe(false);
    expect(isReportRelevant(check('100', 1, { inputType: undefined, tsUnit: 'nein/ja' }))).toBe(false);
  });

  test('station numbers ending VWB or V99 are irrelevant', () => {
    expect(isReportRelevant(check('4711VWB', 2))).toBe(false);
    expect(isReportRelevant(check('4711-V99', 2))).toBe(false);
    expect(isReportRelevant(check('V99-4711', 2))).toBe(true);
    expect(isReportRelevant(check('4711', 2))).toBe(true);
  });

  test("station purpose containing 'Betriebliche visuelle Kontrolle' is irrelevant", () => {
    expect(isReportRelevant(check('4711', 2, { staMetadata: { Zweck: 'Betriebliche visuelle Kontrolle Stollen' } }))).toBe(false);
    expect(isReportRelevant(check('4711', 2, { staMetadata: { Zweck: 'Messung' } }))).toBe(true);
  });
});

describe('spec archive.md §2 Report matrix: stations × dates with n, u, E and ΣE', () => {
  const rounds = [
    round('2025-03-01', [check('A', 0), check('B', 2), check('C', 1, { inputType: 'NO_YES', tsUnit: 'nein/ja' })]),
    round('2025-03-08', [check('A', 2), check('B', 2), check('A-VWB', 2)]),
    round('2025-03-15', [check('A', 1), check('B', null), check('W', 12.4, { inputType: 'NUMBER', tsUnit: 'cm' })]),
  ];
  const matrix = buildReportMatrix(rounds);

  test('columns are the days, rows the relevant stations', () => {
    expect(matrix.days).toEqual(['2025-03-01', '2025-03-08', '2025-03-15']);
    expect(matrix.rows.map((row) => row.staNumber)).toEqual(['A', 'B']);
  });

  test('cell letters n = nein, u = unverändert, E = Ereignis and ΣE per station', () => {
    const [a, b] = matrix.rows;
    expect(a.cells).toEqual({ '2025-03-01': 'n', '2025-03-08': 'E', '2025-03-15': 'u' });
    expect(a.eventCount).toBe(1);
    expect(b.cells).toEqual({ '2025-03-01': 'E', '2025-03-08': 'E' });
    expect(b.eventCount).toBe(2);
  });

  test('a reading date (dt) places the cell on its own day', () => {
    const late = buildReportMatrix([round('2025-03-01', [check('A', 2, { dt: localNoon('2025-03-02') })])]);
    expect(late.rows[0].cells).toEqual({ '2025-03-02': 'E' });
  });

  test('cell values not starting with n, u or E are returned as unknown for logging', () => {
    const odd = buildReportMatrix([round('2025-03-01', [check('A', 7), check('B', 1, { valueOverviewString: 'x-unbekannt' })])]);
    expect(odd.rows).toEqual([]);
    expect(odd.unknown).toEqual([
      { staNumber: 'A', day: '2025-03-01', text: '7' },
      { staNumber: 'B', day: '2025-03-01', text: 'x-unbekannt' },
    ]);
    expect(matrix.unknown).toEqual([]);
  });

  test("the switch 'only events with decisions' keeps decided events only", () => {
    const decided = round('2025-03-01', [
      check('A', 2, { decision1Value: 'FIX_IMMEDIATELY' }),
      check('B', 2),
      check('C', 1, { decision1Value: 'UNCRITICAL' }),
    ]);
    expect(reportEntries(decided, true).map((entry) => entry.staNumber)).toEqual(['A']);
    expect(buildReportMatrix([decided], true).rows.map((row) => row.staNumber)).toEqual(['A']);
  });
});

describe('spec archive.md §2 Report title from the query or a default', () => {
  test('query title wins, otherwise report over the creation days', () => {
    expect(reportTitle('report Sperre 01.03.2025–15.03.2025', [], 'de')).toBe('report Sperre 01.03.2025–15.03.2025');
    expect(reportTitle(undefined, [round('2025-03-01', []), round('2025-03-15', [])], 'de')).toBe('report 01.03.2025–15.03.2025');
    // issue 36 item 8: the English page's default title has its date format
    expect(reportTitle(undefined, [round('2025-03-01', []), round('2025-03-15', [])], 'en')).toBe('report 01/03/2025–15/03/2025');
  });
});

describe('spec archive.md §4 Latest-round fallback: by mrId, then by mrName, then the completed round itself', () => {
  test('order of the fallback', () => {
    expect(chooseLatestRound('by id', 'by name', 'completed')).toEqual({ source: 'mrId', round: 'by id' });
    expect(chooseLatestRound(undefined, 'by name', 'completed')).toEqual({ source: 'mrName', round: 'by name' });
    expect(chooseLatestRound(undefined, undefined, 'completed')).toEqual({ source: 'completed', round: 'completed' });
  });
});
