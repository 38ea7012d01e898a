import { asMrId, asTsId } from '../../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { CompletedEntry, CompletedMeasureRound } from '../../../../src/shared/schema/archive';
import { decisionProgress, initialShowOnlyNeedingDecision, isDecided, isDecisionRequired, isRelevantForStage, isDecisionChoice, isRoundComplete, pendingDecisionStage, postedDecisionStage, stage1Choices } from '../../../../src/shared/rules/decisions';
import { STAGE2_CHOICES } from '../../../../src/shared/format/decision-labels';

const incident = 'nein/unverändert/Ereignis';
const entry = (values: Partial<CompletedEntry>): CompletedEntry => ({
  staName: 'Sperre Nord',
  staNumber: '4711',
  tsId: asTsId('4711-VB1-SK'),
  tsParameter: 'SK',
  tsUnit: incident,
  inputType: 'NO_STEADY_INCIDENT',
  value: 0,
  ...values,
});
const round = (entries: CompletedEntry[], values: Partial<CompletedMeasureRound> = {}): CompletedMeasureRound => ({
  instanceId: 'c0a8',
  creationTime: '2025-04-01T06:00:00Z',
  mrId: asMrId(7),
  mrName: 'Sperrenkontrolle',
  entries,
  ...values,
});

const labels = (tsId: string) => stage1Choices(tsId).map((choice) => choice.label);

describe('spec archive.md §4 Decision values: stage-1 choices by tsId pattern', () => {
  test("-VB digits: 'nicht relevant', 'sofort beheben', 'weitere Bewertung'", () => {
    expect(labels('4711-VB12-SK')).toEqual(['nicht relevant', 'sofort beheben', 'weitere Bewertung']);
    expect(labels('Sperre-VB3')).toEqual(['nicht relevant', 'sofort beheben', 'weitere Bewertung']);
  });

  test("VB variant: 'unkritisch', 'weitere Bewertung'", () => {
    expect(labels('4711-VB-SK')).toEqual(['unkritisch', 'weitere Bewertung']);
    expect(labels('4711VB12')).toEqual(['unkritisch', 'weitere Bewertung']);
  });

  test("stage 2: an empty value plus 'Handlung erforderlich', 'aktuell nicht sicherheitsrelevant', FURTHER_ASSESSMENT 'weitere Bewertung'", () => {
    expect(STAGE2_CHOICES[0]).toEqual({ value: '', label: '', labelEn: '' });
    expect(STAGE2_CHOICES.map((choice) => choice.label)).toEqual(['', 'Handlung erforderlich', 'aktuell nicht sicherheitsrelevant', 'weitere Bewertung']);
    expect(STAGE2_CHOICES.find((choice) => choice.value === 'FURTHER_ASSESSMENT')?.label).toBe('weitere Bewertung');
  });
});

describe('spec archive.md §4 Relevance', () => {
  test('with a decision required: an event (NO_STEADY_INCIDENT value 2) or a station/series remark text', () => {
    expect(isRelevantForStage(entry({ value: 2 }), 1)).toBe(true);
    expect(isRelevantForStage(entry({ value: 1 }), 1)).toBe(false);
    expect(isRelevantForStage(entry({ value: 0, staRemark: { text: 'Riss in der Mauer' } }), 1)).toBe(true);
    expect(isRelevantForStage(entry({ inputType: 'NUMBER', tsUnit: 'cm', value: 2, tsRemark: { text: 'Treibholz' } }), 1)).toBe(true);
    expect(isRelevantForStage(entry({ inputType: 'NUMBER', tsUnit: 'cm', value: 2 }), 1)).toBe(false);
    expect(isRelevantForStage(entry({ value: 0, staRemark: { text: '  ' } }), 1)).toBe(false);
  });

  test('an event without inputType is recognised by its unit', () => {
    expect(isRelevantForStage(entry({ inputType: undefined, value: 2 }), 1)).toBe(true);
  });

  test("decision 2 required: only entries whose decision 1 value is FURTHER_ASSESSMENT", () => {
    expect(isRelevantForStage(entry({ value: 2, decision1Value: 'FURTHER_ASSESSMENT' }), 2)).toBe(true);
    expect(isRelevantForStage(entry({ value: 2, decision1Value: 'NOT_RELEVANT' }), 2)).toBe(false);
  });
});

describe('spec archive.md §4 Decided and progress = decided / relevant', () => {
  test('decided when the needed stage has a remark text or a value', () => {
    expect(isDecided(entry({ decision1Value: 'UNCRITICAL' }), 1)).toBe(true);
    expect(isDecided(entry({ decision1Remark: { text: 'geprüft' } }), 1)).toBe(true);
    expect(isDecided(entry({ decision1Value: 'UNCRITICAL' }), 2)).toBe(false);
    expect(isDecided(entry({ decision2Value: '' }), 2)).toBe(false);
  });

  test('2 of 3 relevant entries decided', () => {
    const r = round(
      [
        entry({ value: 2, decision1Value: 'FIX_IMMEDIATELY' }),
        entry({ value: 2, decision1Remark: { text: 'beobachten' } }),
        entry({ value: 2 }),
        entry({ value: 0 }),
      ],
      { userDecision1Required: true },
    );
    expect(decisionProgress(r)).toEqual({ decided: 2, relevant: 3, ratio: 2 / 3 });
  });
});

describe("spec archive.md §4 The switch 'show only entries needing a decision'", () => {
  test('off if decision 1 is required, on if only decision 2 is required', () => {
    expect(initialShowOnlyNeedingDecision({ userDecision1Required: true })).toBe(false);
    expect(initialShowOnlyNeedingDecision({ userDecision1Required: true, userDecision2Required: true })).toBe(false);
    expect(initialShowOnlyNeedingDecision({ userDecision2Required: true })).toBe(true);
    expect(initialShowOnlyNeedingDecision({})).toBe(false);
  });
});

describe('spec archive.md §5 Decision submit: allowed only when a decision is required', () => {
  test('required by either user flag', () => {
    expect(isDecisionRequired({ userDecision1Required: true })).toBe(true);
    expect(isDecisionRequired({ userDecision2Required: true })).toBe(true);
    expect(isDecisionRequired({ userDecision1Required: false })).toBe(false);
  });
});

describe('spec archive.md §4 Round lifecycle: posted → decision 1 (if required) → decision 2 (if required) → completion', () => {
  test('a round without events or remarks is complete at once', () => {
    expect(isRoundComplete(round([entry({ value: 1 })]))).toBe(true);
  });

  test('an event needs decision 1; decision 1 without further assessment completes it', () => {
    const posted = round([entry({ value: 2 })]);
    expect(pendingDecisionStage(posted)).toBe(1);
    const decided = round([entry({ value: 2, decision1Value: 'NOT_RELEVANT' })], { decision1Time: '2025-04-02T08:00:00Z' });
    expect(isRoundComplete(decided)).toBe(true);
  });

  test("'weitere Bewertung' in decision 1 needs decision 2; its time completes the round", () => {
    const further = [entry({ value: 2, decision1Value: 'FURTHER_ASSESSMENT' })];
    expect(pendingDecisionStage(round(further, { decision1Time: '2025-04-02T08:00:00Z' }))).toBe(2);
    expect(isRoundComplete(round(further, { decision1Time: '2025-04-02T08:00:00Z', decision2Time: '2025-04-03T08:00:00Z' }))).toBe(true);
  });

  test('a round that takes part in no decision stage is complete even with events', () => {
    expect(isRoundComplete(round([entry({ value: 2 })]), [])).toBe(true);
  });
});

describe('issue 33: the stage a round waits for is fixed; a post names its stage; values are the spec\'s choices', () => {
  test('a round with a completion time waits for nothing, whatever its entries need', () => {
    const completed = round([entry({ value: 2 })], { completionTime: '2025-04-01T08:00:00Z' });
    expect(pendingDecisionStage(completed)).toBeUndefined();
  });

  test('a post names the stage of the round it was built from: its flags, else the first stage without a time', () => {
    expect(postedDecisionStage({ userDecision1Required: true })).toBe(1);
    expect(postedDecisionStage({ userDecision2Required: true, decision1Time: '2025-04-02T08:00:00Z' })).toBe(2);
    expect(postedDecisionStage({})).toBe(1);
    expect(postedDecisionStage({ decision1Time: '2025-04-02T08:00:00Z' })).toBe(2);
    expect(postedDecisionStage({ decision1Time: '2025-04-02T08:00:00Z', decision2Time: '2025-04-03T08:00:00Z' })).toBeUndefined();
  });

  test('archive.md §4 Decision values: stage 1 per -VB digits / VB pattern, stage 2 the enumeration', () => {
    expect(isDecisionChoice(1, '4711-VB1-SK', 'FIX_IMMEDIATELY')).toBe(true);
    expect(isDecisionChoice(1, '4711-VB-SK', 'FIX_IMMEDIATELY')).toBe(false);
    expect(isDecisionChoice(1, '4711-VB-SK', 'UNCRITICAL')).toBe(true);
    expect(isDecisionChoice(2, '4711-VB1-SK', 'ACTION_REQUIRED')).toBe(true);
    expect(isDecisionChoice(2, '4711-VB1-SK', 'UNCRITICAL')).toBe(false);
    expect(isDecisionChoice(1, '4711-VB1-SK', 'WHATEVER I LIKE')).toBe(false);
  });
});
