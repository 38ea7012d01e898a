import { describe, expect, test } from 'vitest';
import type { Entry, InputType } from '../../../../src/shared/schema/entry';
import { evaluateFormula } from '../../../../src/shared/maths/formula';
import { deriveInputType, hasImportNumber } from '../../../../src/shared/rules/input-type';
import { stage1Choices } from '../../../../src/shared/rules/decisions';
import { generateDemoData } from '../../../../src/server/demo/generate';

const data = generateDemoData({ today: new Date('2025-06-15T10:00:00Z') });
const entries = data.rounds.flatMap((round) => round.entries);
const byTsId = new Map<string, Entry>(entries.map((entry) => [entry.tsId, entry]));
const historyByTsId = new Map(data.history.map((series) => [series.tsId, series]));

describe('spec entry.md §4 Input type: the demo timeseries cover every input type', () => {
  const count = (type: InputType) => entries.filter((entry) => deriveInputType(entry) === type).length;

  test.each<InputType>(['NO_IMPORT_NUMBER', 'FORMULA', 'DISCHARGE', 'NO_STEADY_INCIDENT', 'NO_YES', 'SNOW_WATER_EQUIVALENT', 'NUMBER'])(
    '%s occurs several times',
    (type) => expect(count(type)).toBeGreaterThanOrEqual(2),
  );

  test('discharge in l/s, incidents nein/unverändert/Ereignis, nein/ja, SWW in mm', () => {
    expect(entries.some((entry) => entry.tsUnit === 'l/s' && deriveInputType(entry) === 'DISCHARGE')).toBe(true);
    expect(entries.some((entry) => entry.tsUnit === 'nein/unverändert/Ereignis')).toBe(true);
    expect(entries.some((entry) => entry.tsUnit === 'nein/ja')).toBe(true);
    expect(entries.some((entry) => entry.tsParameter === 'SWW' && entry.tsUnit === 'mm')).toBe(true);
  });

  test('entries without an import number and with a digits-null import number both exist', () => {
    expect(entries.some((entry) => entry.importNumber === undefined)).toBe(true);
    const digitsNull = entries.filter((entry) => /^\d+-null$/.test(entry.importNumber ?? ''));
    expect(digitsNull.length).toBeGreaterThanOrEqual(2);
    for (const entry of digitsNull) expect(hasImportNumber(entry.importNumber)).toBe(false);
  });
});

describe('spec entry.md §3 Entry: timeseries fields', () => {
  test('at least 500 timeseries with unique tsIds, each with parameter, name and unit', () => {
    expect(entries.length).toBeGreaterThanOrEqual(500);
    expect(byTsId.size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.tsParameter).toBeTruthy();
      expect(entry.tsName).toBeTruthy();
      expect(entry.tsUnit).toBeTruthy();
    }
  });

  test('numeric series have a plausibility range with min below max', () => {
    const numeric = entries.filter((entry) => ['NUMBER', 'DISCHARGE', 'FORMULA', 'SNOW_WATER_EQUIVALENT'].includes(deriveInputType(entry)));
    const ranged = numeric.filter((entry) => entry.tsPlausibilityCheck);
    expect(ranged.length).toBeGreaterThanOrEqual(numeric.length * 0.9);
    for (const entry of ranged) expect(entry.tsPlausibilityCheck!.min!).toBeLessThan(entry.tsPlausibilityCheck!.max!);
  });

  test('barcodes on some series, unique', () => {
    const barcodes = entries.map((entry) => entry.tsBarcode).filter(Boolean);
    expect(barcodes.length).toBeGreaterThanOrEqual(20);
    expect(new Set(barcodes).size).toBe(barcodes.length);
  });

  test('formulas reference another timeseries with tsOp last and carry a formula string', () => {
    const formulas = entries.filter((entry) => entry.tsFormula);
    expect(formulas.length).toBeGreaterThanOrEqual(2);
    const referenced = (node: Entry['tsFormula']): { tsId?: string; tsOp?: string }[] =>
      node ? [...(node.tsId ? [node] : []), ...(node.opArgs ?? []).flatMap(referenced)] : [];
    for (const entry of formulas) {
      const references = referenced(entry.tsFormula);
      expect(references.length).toBeGreaterThanOrEqual(1);
      for (const reference of references) {
        expect(reference.tsOp).toBe('last');
        expect(byTsId.has(reference.tsId!)).toBe(true);
        expect(reference.tsId).not.toBe(entry.tsId);
      }
      expect(entry.tsFormulaString).toContain(references[0].tsId);
    }
  });

  test('a formula series history is the formula applied to its source history (e.g. Messpunkthöhe − Abstich)', () => {
    for (const entry of entries.filter((candidate) => candidate.tsFormula)) {
      const own = historyByTsId.get(entry.tsId)!;
      const sourceId = JSON.stringify(entry.tsFormula).match(/"tsId":"([^"]+)"/)![1];
      const source = historyByTsId.get(sourceId)!;
      const index = source.v.findLastIndex((value) => value !== null);
      const expected = evaluateFormula(entry.tsFormula!, { last: () => source.v[index] });
      expect(own.v[index]).toBeCloseTo(expected!, 2);
    }
    const groundwater = entries.find((entry) => entry.tsParameter === 'GWS')!;
    const measuringPoint = Number(groundwater.staMetadata!['Messpunkthöhe']);
    const depth = historyByTsId.get(`${groundwater.staNumber}-W`)!.v.at(-1)!;
    expect(historyByTsId.get(groundwater.tsId)!.v.at(-1)).toBeCloseTo(measuringPoint - depth, 2);
  });

  test('archive.md §4: tsIds of both decision patterns, "-VB" with digits and "VB"', () => {
    const incidents = entries.filter((entry) => deriveInputType(entry) === 'NO_STEADY_INCIDENT');
    expect(incidents.some((entry) => /-VB\d+/.test(entry.tsId))).toBe(true);
    expect(incidents.some((entry) => entry.tsId.includes('VB') && !/-VB\d+/.test(entry.tsId))).toBe(true);
    const choiceLists = new Set(incidents.filter((entry) => entry.tsId.includes('VB')).map((entry) => stage1Choices(entry.tsId).map((choice) => choice.label).join('|')));
    expect(choiceLists).toEqual(new Set(['nicht relevant|sofort beheben|weitere Bewertung', 'unkritisch|weitere Bewertung']));
  });
});

describe('spec entry.md §4 Input type: the demo user\'s first round', () => {
  test('"Demo Pegelrunde Innsbruck" alone holds every input type, so one round shows every input', () => {
    const round = data.rounds.find((candidate) => candidate.mrName === 'Demo Pegelrunde Innsbruck')!;
    expect(round.mrGroup).toBe('Messtouren für demo');
    expect(new Set(round.entries.map(deriveInputType))).toEqual(
      new Set<InputType>(['NO_IMPORT_NUMBER', 'FORMULA', 'DISCHARGE', 'NO_STEADY_INCIDENT', 'NO_YES', 'SNOW_WATER_EQUIVALENT', 'NUMBER']),
    );
  });
});
