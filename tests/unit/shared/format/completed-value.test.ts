// spec archive.md §2 entry table "value with a formula icon", §4 input types; issue 36 items 1, 5 and 8: the value as the
// detail, the report and the PDF protocol show it.
import { describe, expect, test } from 'vitest';
import { completedValueText } from '../../../../src/shared/format/completed-value';
import type { CompletedEntry } from '../../../../src/shared/schema/archive';

const entry = (fields: Partial<CompletedEntry>): CompletedEntry => ({ tsId: 'T-Q', staNumber: 'T', staName: 'T', tsParameter: 'Q', ...fields }) as CompletedEntry;

describe('completedValueText', () => {
  test('issue 36 item 5: a formula entry without a value shows its stored calculated value', () => {
    const formula = entry({ value: null, valueCalculated: 588.26, tsUnit: 'm³/s', tsFormula: { op: 'x' } as never });
    expect(completedValueText(formula, 'de')).toBe('588,26 m³/s');
    expect(completedValueText(formula, 'en')).toBe('588.26 m³/s');
    expect(completedValueText(entry({ value: null, tsUnit: 'cm' }), 'de')).toBe('-');
  });

  test('issue 36 item 1: a NO_STEADY_INCIDENT value is its label alone, never the unit that lists all labels', () => {
    const steady = entry({ value: 1, tsUnit: 'nein/unverändert/Ereignis', valueOverviewString: 'unverändert' });
    expect(completedValueText(steady, 'de')).toBe('unverändert');
    expect(completedValueText(entry({ value: 2, tsUnit: 'nein/unverändert/Ereignis' }), 'de')).toBe('Ereignis');
  });

  test('issue 36 item 8: the English page reads the English label, not the stored German overview string', () => {
    expect(completedValueText(entry({ value: 2, inputType: 'NO_STEADY_INCIDENT', valueOverviewString: 'Ereignis' }), 'en')).toBe('event');
    expect(completedValueText(entry({ value: 1, inputType: 'NO_YES' }), 'en')).toBe('yes');
  });
});
