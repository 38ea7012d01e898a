// Issue 38 item 1: the archive row's check built once from its schema answers as TypeBox's Check does, on generated
// rows and on rows with one field replaced by any JSON value, a near miss or removed.
import fc from 'fast-check';
import { Check } from 'typebox/schema';
import * as Type from 'typebox';
import { describe, expect, test } from 'vitest';
import { ArchiveRoundSummarySchema } from '../../../src/shared/schema/archive';
import { compileCheck } from '../../../src/shared/schema/compiled-check';
import '../../../src/shared/schema/check';

const isSummaryRow = compileCheck(ArchiveRoundSummarySchema);
const instant = fc.date({ min: new Date('1900-01-02'), max: new Date('2199-12-30'), noInvalidDate: true }).map((date) => date.toISOString());
const text = fc.string({ unit: 'binary', maxLength: 12 });

const row = fc.record(
  {
    instanceId: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
    creationTime: instant,
    submissionTime: instant,
    decision1Time: instant,
    decision2Time: instant,
    completionTime: instant,
    mrTeam: text,
    decision1Team: text,
    decision2Team: text,
    decision1User: text,
    decision2User: text,
    mrId: fc.oneof(fc.integer(), text),
    mrName: text,
    mrGroup: text,
    mrRemark: text,
    imageCount: fc.nat(),
    remarkCount: fc.nat(),
    relevantStages: fc.subarray([1, 2]),
    searchText: text,
    userDecision1Required: fc.boolean(),
    userDecision2Required: fc.boolean(),
  },
  { requiredKeys: ['instanceId', 'creationTime', 'mrId', 'mrName', 'imageCount', 'remarkCount', 'relevantStages', 'searchText', 'userDecision1Required', 'userDecision2Required'] },
);
const fields = Object.keys(ArchiveRoundSummarySchema.properties);
const nearMisses = fc.constantFrom<unknown>('', '2026-13-01T00:00:00Z', '1899-12-31T23:59:59Z', `2026-01-01T00:00:00.${'0'.repeat(40)}Z`, -1, 1.5, 3, [1, 2, 1], [3], [], null, undefined, '\ud83d\ude00', 'x'.repeat(41));

describe('compileCheck of the archive row (issue 38)', () => {
  test('accepts every generated row TypeBox accepts', () => {
    fc.assert(
      fc.property(row, (value) => {
        expect(Check(ArchiveRoundSummarySchema, value)).toBe(true);
        expect(isSummaryRow(value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test('answers as TypeBox does with one field replaced or removed', () => {
    const replacement = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nearMisses, fc.constant('remove'));
    fc.assert(
      fc.property(row, fc.constantFrom(...fields), replacement, (value, field, next) => {
        const changed: Record<string, unknown> = { ...value };
        if (next === 'remove') delete changed[field];
        else changed[field] = next;
        expect(isSummaryRow(changed)).toBe(Check(ArchiveRoundSummarySchema, changed));
      }),
      { numRuns: 3_000 },
    );
  });

  test('answers as TypeBox does for values that are no row', () => {
    for (const value of [null, undefined, 1, 'row', [], [{}], {}]) expect(isSummaryRow(value)).toBe(Check(ArchiveRoundSummarySchema, value));
  });

  test('refuses to build from a keyword it does not know', () => {
    expect(() => compileCheck(Type.String({ pattern: '^a' }))).toThrow(/pattern/);
    expect(() => compileCheck(Type.Object({}, { additionalProperties: false }))).toThrow(/additionalProperties/);
  });
});
