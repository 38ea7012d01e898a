// spec entry.md §3 Settings, §5 "numeric config strings that are non-finite become undefined", §9 config defaults
import type { FeatureFlags, Settings } from '../schema/settings';
import { withinSchema, type CheckedSettings } from './checked-settings';

const FLAGS_ON = [
  'showAbout',
  'showConfig',
  'showCsvImport',
  'showDetails',
  'showDuplicate',
  'showGpxDownload',
  'showLastPlausible',
  'showCompactStationList',
  'showMobileBarcode',
  'showMobilePhoto',
  'showMobileOverviewRemark',
  'showMobileOverviewTeam',
  'showMobileRemarkLocation',
  'showMobileTsRemark',
  'showRemark',
  'showTime',
  'showTimeSetNow',
  'loadStationFacilityModels',
] as const satisfies readonly (keyof FeatureFlags)[];

const FLAGS_OFF = [
  'showArchive',
  'showLoginLogout',
  'showMeasureDocuments',
  'showDischargeMeters',
  'showMobileMap',
  'requirePrintBeforeSave',
  'postTimeseriesPartial',
  'postTimeseriesIncompletePrompt',
  'printoutHeader',
  'printoutProtocolNumber',
  'printoutSignatureFooter',
  'disableVirtualKeyboard',
  'disableTimezoneSelection',
] as const satisfies readonly (keyof FeatureFlags)[];

const DEFAULT_FLAGS = {
  ...Object.fromEntries(FLAGS_ON.map((flag) => [flag, true])),
  ...Object.fromEntries(FLAGS_OFF.map((flag) => [flag, false])),
} as Record<(typeof FLAGS_ON)[number] | (typeof FLAGS_OFF)[number], boolean> satisfies FeatureFlags;

/** Placeholders of the station title template: {siteName} {siteNumber} {staName} {staNumber} {tsParameter}. */
export const DEFAULT_STATION_TITLE = '{siteName}: {staName} ({staNumber})';

/** The tile layer the app's own server serves (the app never fetches tiles from the internet). */
export const DEFAULT_MAP_LAYER_URL = '/tiles/{z}/{x}/{y}.png';

export const DEFAULT_SETTINGS: Settings = {
  ...DEFAULT_FLAGS,
  locale: 'de',
  mode: 1,
  mez: false,
  defaultTime: '12:00',
  photoMaxSize: 6000,
  photoJpegQuality: 0.5,
  nativeCaptureUserAgent: 'iPad|iPhone|Android',
  stationTitle: DEFAULT_STATION_TITLE,
  parameterInvertAxis: '^W',
  showMobileStaRemark: 'TOP',
  showArchiveImages: 0,
  pastDateDays: 10,
  historyYears: 2,
  inputKinds: { Niederschlag: 'meteoInput', OWF: 'hydroInputOWF', UWQ: 'hydroInputUWQ' },
  meteoParameters: { precipitation: 'N', snowHeight: 'HS', freshSnow: 'HSN', airTemperature: 'LT' },
  csvImporter: {
    dateColumn: 1,
    timeColumn: 1,
    valueColumn: 2,
    remarkColumn: 0,
    startRow: 2,
    dateTimeFormat: 'dd.MM.yyyy HH:mm',
  },
  mapLayers: [
    { type: 'tile', name: 'Karte', url: DEFAULT_MAP_LAYER_URL, options: { maxZoom: 24, maxNativeZoom: 19 } },
  ],
  uploadImagesFirst: false,
  analysisRemarkFilter: 'Datensammler|neu',
};

/** Settings whose values are numbers; a server may send them as strings. */
const NUMERIC_KEYS = [
  'mode',
  'photoMaxSize',
  'photoJpegQuality',
  'showArchiveImages',
  'showArchiveImagesQuality',
  'showArchiveImagesWidth',
  'pastDateDays',
  'historyYears',
] as const satisfies readonly (keyof Settings)[];

const NUMERIC_CSV_KEYS = ['dateColumn', 'timeColumn', 'valueColumn', 'remarkColumn', 'startRow'] as const;

/** A numeric config value: numbers and numeric strings pass as numbers, anything non-finite is undefined. */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Drops undefined values, so they do not hide the defaults when spread. */
function definedOnly(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

function normaliseNumbers(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const result = { ...record };
  for (const key of keys) if (key in result) result[key] = toFiniteNumber(result[key]);
  return definedOnly(result);
}

/**
 * The effective settings: spec defaults, overlaid by the server configuration, overlaid by the
 * user's local settings (config screen). Numeric strings become numbers; non-finite ones are
 * dropped so the default applies.
 */
export function mergeSettings(serverConfig: unknown, local: unknown = {}): Settings {
  return mergeSettingsChecked(serverConfig, local).settings;
}

/** mergeSettings, with a note for each field that broke its schema and fell back to its default (issue 34). */
export function mergeSettingsChecked(serverConfig: unknown, local: unknown = {}): CheckedSettings {
  const layers = [serverConfig, local].filter(isRecord);
  let merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  let csvImporter: Record<string, unknown> = { ...DEFAULT_SETTINGS.csvImporter };
  let meteoParameters: Record<string, unknown> = { ...DEFAULT_SETTINGS.meteoParameters };
  for (const layer of layers) {
    const numeric = normaliseNumbers(definedOnly(layer), NUMERIC_KEYS);
    merged = { ...merged, ...numeric };
    if (isRecord(layer.csvImporter)) {
      csvImporter = { ...csvImporter, ...normaliseNumbers(definedOnly(layer.csvImporter), NUMERIC_CSV_KEYS) };
    }
    if (isRecord(layer.meteoParameters)) meteoParameters = { ...meteoParameters, ...definedOnly(layer.meteoParameters) };
  }
  return withinSchema({ ...merged, csvImporter, meteoParameters }, DEFAULT_SETTINGS);
}
