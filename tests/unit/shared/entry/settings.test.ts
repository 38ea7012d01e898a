import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, toFiniteNumber } from '../../../../src/shared/config/settings';
import { renderStationTitle } from '../../../../src/shared/config/station-title';

describe('spec entry.md §9 Config defaults', () => {
  test('scalar defaults', () => {
    expect(DEFAULT_SETTINGS.defaultTime).toBe('12:00');
    expect(DEFAULT_SETTINGS.locale).toBe('de');
    expect(DEFAULT_SETTINGS.mode).toBe(1);
    expect(DEFAULT_SETTINGS.photoMaxSize).toBe(6000);
    expect(DEFAULT_SETTINGS.photoJpegQuality).toBe(0.5);
    expect(DEFAULT_SETTINGS.mez).toBe(false);
    expect(DEFAULT_SETTINGS.pastDateDays).toBe(10);
    expect(DEFAULT_SETTINGS.showMobileStaRemark).toBe('TOP');
    expect(DEFAULT_SETTINGS.showArchiveImages).toBe(0);
  });

  test('native capture for user agents matching iPad, iPhone or Android', () => {
    const pattern = new RegExp(DEFAULT_SETTINGS.nativeCaptureUserAgent);
    expect(pattern.test('Mozilla/5.0 (iPad; CPU OS 17_0)')).toBe(true);
    expect(pattern.test('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(true);
    expect(pattern.test('Mozilla/5.0 (Linux; Android 14)')).toBe(true);
    expect(pattern.test('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
  });

  test('parameterInvertAxis matches parameters starting with W', () => {
    const pattern = new RegExp(DEFAULT_SETTINGS.parameterInvertAxis);
    expect(pattern.test('W')).toBe(true);
    expect(pattern.test('WT')).toBe(true);
    expect(pattern.test('LT')).toBe(false);
    expect(pattern.test('QW')).toBe(false);
  });

  test.each([
    'showAbout', 'showConfig', 'showCsvImport', 'showDetails', 'showDuplicate', 'showGpxDownload',
    'showLastPlausible', 'showCompactStationList', 'showMobileBarcode', 'showMobilePhoto',
    'showMobileOverviewRemark', 'showMobileOverviewTeam', 'showMobileRemarkLocation', 'showMobileTsRemark',
    'showRemark', 'showTime', 'showTimeSetNow', 'loadStationFacilityModels',
  ] as const)('flag %s defaults to true', (flag) => {
    expect(DEFAULT_SETTINGS[flag]).toBe(true);
  });

  test.each([
    'showArchive', 'showLoginLogout', 'showMeasureDocuments', 'showDischargeMeters', 'showMobileMap',
    'requirePrintBeforeSave', 'postTimeseriesPartial', 'postTimeseriesIncompletePrompt', 'printoutHeader',
    'printoutProtocolNumber', 'printoutSignatureFooter', 'disableVirtualKeyboard', 'disableTimezoneSelection',
  ] as const)('flag %s defaults to false', (flag) => {
    expect(DEFAULT_SETTINGS[flag]).toBe(false);
  });

  test('CSV importer defaults: date column 1, time column 1, value column 2, remark column 0, start row 2', () => {
    expect(DEFAULT_SETTINGS.csvImporter).toMatchObject({ dateColumn: 1, timeColumn: 1, valueColumn: 2, remarkColumn: 0, startRow: 2 });
  });

  test('meteo parameter defaults N, HS, HSN, LT', () => {
    expect(DEFAULT_SETTINGS.meteoParameters).toEqual({ precipitation: 'N', snowHeight: 'HS', freshSnow: 'HSN', airTemperature: 'LT' });
  });

  test('default map layer: one tile layer, max zoom 24, native 19, not on the internet', () => {
    expect(DEFAULT_SETTINGS.mapLayers).toHaveLength(1);
    const [layer] = DEFAULT_SETTINGS.mapLayers;
    expect(layer.type).toBe('tile');
    expect(layer.options).toMatchObject({ maxZoom: 24, maxNativeZoom: 19 });
    expect(layer.url).not.toMatch(/^https?:/);
  });

  test('archive.md §9 analysis remark filter default', () => {
    expect(DEFAULT_SETTINGS.analysisRemarkFilter).toBe('Datensammler|neu');
  });
});

describe('spec entry.md §2 station title template (default site: station (number))', () => {
  test('default template', () => {
    expect(renderStationTitle(DEFAULT_SETTINGS.stationTitle, { siteName: 'Innsbruck', staName: 'Pegel Inn', staNumber: '201012' }))
      .toBe('Innsbruck: Pegel Inn (201012)');
  });
});

describe('spec entry.md §5 numeric config strings that are non-finite become undefined', () => {
  test('toFiniteNumber', () => {
    expect(toFiniteNumber('12')).toBe(12);
    expect(toFiniteNumber(' 0.5 ')).toBe(0.5);
    expect(toFiniteNumber('abc')).toBeUndefined();
    expect(toFiniteNumber('Infinity')).toBeUndefined();
    expect(toFiniteNumber('')).toBeUndefined();
    expect(toFiniteNumber(Number.NaN)).toBeUndefined();
  });

  test('mergeSettings turns numeric strings into numbers and falls back to defaults for non-finite ones', () => {
    const merged = mergeSettings({ pastDateDays: '14', photoMaxSize: 'big', showArchiveImagesQuality: 'NaN', mode: '2' });
    expect(merged.pastDateDays).toBe(14);
    expect(merged.photoMaxSize).toBe(6000);
    expect(merged.showArchiveImagesQuality).toBeUndefined();
    expect(merged.mode).toBe(2);
  });

  test('server config overrides defaults, local settings override the server', () => {
    const merged = mergeSettings(
      { showArchive: true, defaultTime: '08:00', csvImporter: { valueColumn: '3' } },
      { defaultTime: '09:30', locale: 'en' },
    );
    expect(merged.showArchive).toBe(true);
    expect(merged.defaultTime).toBe('09:30');
    expect(merged.locale).toBe('en');
    expect(merged.csvImporter).toMatchObject({ dateColumn: 1, valueColumn: 3, startRow: 2 });
    expect(merged.showConfig).toBe(true);
  });

  test('a config that is not an object gives the defaults', () => {
    expect(mergeSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(mergeSettings('broken')).toEqual(DEFAULT_SETTINGS);
  });
});
