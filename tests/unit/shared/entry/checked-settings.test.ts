// issue 34: settings from the server and the device are read through their schema; a bad field falls back to its
// default with a note naming it, and never blanks the app.
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, mergeSettingsChecked } from '../../../../src/shared/config/settings';

describe('issue 34 settings read through the schema', () => {
  test('/config with locale: 7 gives the default locale de and a note naming locale; the other fields are kept', () => {
    const { settings, notes } = mergeSettingsChecked({ locale: 7, showArchive: true, pastDateDays: 5 });
    expect(settings.locale).toBe('de');
    expect(settings.showArchive).toBe(true);
    expect(settings.pastDateDays).toBe(5);
    expect(notes).toHaveLength(1);
    expect(notes[0].field).toBe('locale');
  });

  test('a bad field of an object setting falls back alone; the object keeps its good fields', () => {
    const { settings, notes } = mergeSettingsChecked({ csvImporter: { dateColumn: 3, dateTimeFormat: 5 }, meteoParameters: { snowHeight: 12 } });
    expect(settings.csvImporter).toEqual({ ...DEFAULT_SETTINGS.csvImporter, dateColumn: 3 });
    expect(settings.meteoParameters).toEqual(DEFAULT_SETTINGS.meteoParameters);
    expect(notes.map((note) => note.field)).toEqual(['meteoParameters.snowHeight', 'csvImporter.dateTimeFormat']);
  });

  test('a list that is not one, an optional field of the wrong kind: default, or left out', () => {
    const settings = mergeSettings({ mapLayers: 'osm', postSuccessMessage: 42, mode: 3 });
    expect(settings.mapLayers).toEqual(DEFAULT_SETTINGS.mapLayers);
    expect(settings).not.toHaveProperty('postSuccessMessage');
    expect(settings.mode).toBe(1);
  });

  test('a bad local setting falls back to the default; good ones overlay the server config', () => {
    expect(mergeSettings({ locale: 'en' }, { locale: 'fr' }).locale).toBe('de');
    expect(mergeSettings({ locale: 'en' }, { historyYears: 3 })).toMatchObject({ locale: 'en', historyYears: 3 });
  });

  test('good settings give no note', () => {
    expect(mergeSettingsChecked({ locale: 'en' }, { mez: true }).notes).toEqual([]);
  });
});
