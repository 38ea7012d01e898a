import { describe, expect, test } from 'vitest';
import { NO_STEADY_INCIDENT_CODES, NO_YES_CODES, valueCodes } from '../../../../src/shared/format/reading';
import { deriveInputType, hasImportNumber, isStationRemarkEnabled } from '../../../../src/shared/rules/input-type';

const base = { importNumber: '4711', tsParameter: 'W', tsUnit: 'cm' };

describe('spec entry.md §4 Input type', () => {
  test('no import number gives NO_IMPORT_NUMBER, digits-null counts as none', () => {
    expect(deriveInputType({ ...base, importNumber: undefined })).toBe('NO_IMPORT_NUMBER');
    expect(deriveInputType({ ...base, importNumber: '' })).toBe('NO_IMPORT_NUMBER');
    expect(deriveInputType({ ...base, importNumber: '201012-null' })).toBe('NO_IMPORT_NUMBER');
    expect(hasImportNumber('201012-null')).toBe(false);
    expect(hasImportNumber('201012-4')).toBe(true);
  });

  test('a formula gives FORMULA (before the unit)', () => {
    expect(deriveInputType({ ...base, tsUnit: 'l/s', tsFormula: { const: 1 } })).toBe('FORMULA');
  });

  test('unit l/s or l/min gives DISCHARGE', () => {
    expect(deriveInputType({ ...base, tsUnit: 'l/s' })).toBe('DISCHARGE');
    expect(deriveInputType({ ...base, tsUnit: 'l/min' })).toBe('DISCHARGE');
  });

  test('unit nein/unverändert/Ereignis gives NO_STEADY_INCIDENT, nein/ja gives NO_YES', () => {
    expect(deriveInputType({ ...base, tsUnit: 'nein/unverändert/Ereignis' })).toBe('NO_STEADY_INCIDENT');
    expect(deriveInputType({ ...base, tsUnit: 'nein/ja' })).toBe('NO_YES');
  });

  test('unit mm with parameter SWW gives SNOW_WATER_EQUIVALENT, mm otherwise NUMBER', () => {
    expect(deriveInputType({ ...base, tsUnit: 'mm', tsParameter: 'SWW' })).toBe('SNOW_WATER_EQUIVALENT');
    expect(deriveInputType({ ...base, tsUnit: 'mm', tsParameter: 'N' })).toBe('NUMBER');
    expect(deriveInputType(base)).toBe('NUMBER');
  });

  test('NO_STEADY_INCIDENT values: 0 no (n), 1 steady (unverändert, u), 2 incident (Ereignis, E)', () => {
    expect(NO_STEADY_INCIDENT_CODES.map((c) => [c.value, c.short])).toEqual([[0, 'n'], [1, 'u'], [2, 'E']]);
    expect(NO_STEADY_INCIDENT_CODES[1].label).toBe('unverändert');
    expect(NO_STEADY_INCIDENT_CODES[2].label).toBe('Ereignis');
    expect(valueCodes('NO_STEADY_INCIDENT')).toBe(NO_STEADY_INCIDENT_CODES);
  });

  test('NO_YES: 0 no, 1 yes', () => {
    expect(NO_YES_CODES.map((c) => [c.value, c.label])).toEqual([[0, 'nein'], [1, 'ja']]);
    expect(valueCodes('NUMBER')).toBeUndefined();
  });

  test('the station remark input is disabled unless the incident value is chosen', () => {
    expect(isStationRemarkEnabled({ inputType: 'NO_STEADY_INCIDENT', value: 1 })).toBe(false);
    expect(isStationRemarkEnabled({ inputType: 'NO_STEADY_INCIDENT', value: 2 })).toBe(true);
    expect(isStationRemarkEnabled({ inputType: 'NUMBER', value: 1 })).toBe(true);
  });
});
