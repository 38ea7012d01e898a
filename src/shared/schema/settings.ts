// issue 14: the app's settings (spec entry.md §3 Settings, §9 config defaults; archive.md §9) as one schema; the
// TypeScript types are inferred from it, and the worker checks the stored config-screen settings with it.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { FormulaGeneratorSchema } from './entry';
import { MAX_ITEMS } from './limits';

/** spec-free limits (issue 14): long enough for any real template or pattern, short enough to refuse junk */
const Text = () => Type.String({ maxLength: 2000 });
const Flag = () => Type.Boolean();
/** issue 16: more years of 15-minute values than a phone should hold offline (config screen) */
export const MAX_HISTORY_YEARS = 30;

const InputKindSchema = Type.Union([Type.Literal('meteoInput'), Type.Literal('hydroInputOWF'), Type.Literal('hydroInputUWQ')]);
const StaRemarkPositionSchema = Type.Union([Type.Literal('TOP'), Type.Literal('BOTTOM'), Type.Literal('off')]);

const Column = () => Type.Integer({ minimum: 0, maximum: 1000 });

const CsvImporterSettingsSchema = Type.Object({
  dateColumn: Column(),
  timeColumn: Column(),
  valueColumn: Column(),
  remarkColumn: Column(),
  startRow: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  dateTimeFormat: Text(),
  unitOverride: Type.Optional(Text()),
  team: Type.Optional(Text()),
});

const MapLayerConfigSchema = Type.Object({
  type: Type.Union([Type.Literal('tms'), Type.Literal('wms'), Type.Literal('tile')]),
  name: Text(),
  url: Text(),
  options: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]))),
  /** issue 36 item 20: the layer's terms allow keeping its tiles on the device, so a preload stores a round's area (default no) */
  offline: Type.Optional(Flag()),
});

const IdentityProviderConfigSchema = Type.Object({
  /** OpenID issuer URL, or Keycloak base URL together with realm */
  url: Text(),
  realm: Type.Optional(Text()),
  clientId: Text(),
});

const FeatureFlagsSchema = Type.Object({
  showAbout: Flag(),
  showConfig: Flag(),
  showCsvImport: Flag(),
  showDetails: Flag(),
  showDuplicate: Flag(),
  showGpxDownload: Flag(),
  showLastPlausible: Flag(),
  showCompactStationList: Flag(),
  showMobileBarcode: Flag(),
  showMobilePhoto: Flag(),
  showMobileOverviewRemark: Flag(),
  showMobileOverviewTeam: Flag(),
  showMobileRemarkLocation: Flag(),
  showMobileTsRemark: Flag(),
  showRemark: Flag(),
  showTime: Flag(),
  showTimeSetNow: Flag(),
  loadStationFacilityModels: Flag(),
  showArchive: Flag(),
  showLoginLogout: Flag(),
  showMeasureDocuments: Flag(),
  showDischargeMeters: Flag(),
  showMobileMap: Flag(),
  requirePrintBeforeSave: Flag(),
  postTimeseriesPartial: Flag(),
  postTimeseriesIncompletePrompt: Flag(),
  printoutHeader: Flag(),
  printoutProtocolNumber: Flag(),
  printoutSignatureFooter: Flag(),
  disableVirtualKeyboard: Flag(),
  disableTimezoneSelection: Flag(),
});

export const SettingsSchema = Type.Object({
  ...FeatureFlagsSchema.properties,
  locale: Type.Union([Type.Literal('de'), Type.Literal('en')]),
  /** 1 = indoor/online, 2 = outdoor/offline */
  mode: Type.Union([Type.Literal(1), Type.Literal(2)]),
  mez: Flag(),
  defaultTime: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
  photoMaxSize: Type.Integer({ minimum: 1, maximum: 100_000 }),
  photoJpegQuality: Type.Number({ minimum: 0, maximum: 1 }),
  nativeCaptureUserAgent: Text(),
  stationTitle: Text(),
  stationTitleExtra: Type.Optional(Text()),
  /** per-group external map link (online only); {mrId} and {mrName} are replaced by the group's, URL-encoded */
  meviLink: Type.Optional(Text()),
  /** spec entry.md §7 custom success message of a post, shown instead of the standard one; {count} is the number of values */
  postSuccessMessage: Type.Optional(Text()),
  parameterInvertAxis: Text(),
  showMobileStaRemark: StaRemarkPositionSchema,
  /** days back for which archive images are shown; 0 = off */
  showArchiveImages: Type.Integer({ minimum: 0, maximum: 36_500 }),
  showArchiveImagesQuality: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  showArchiveImagesWidth: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pastDateDays: Type.Integer({ minimum: 0, maximum: 36_500 }),
  /** issue 16: years of history the worker loads for plausibility and charts (values since now minus this) */
  historyYears: Type.Integer({ minimum: 1, maximum: MAX_HISTORY_YEARS }),
  /** group-name fragment → input page kind */
  inputKinds: Type.Record(Type.String(), InputKindSchema),
  meteoParameters: Type.Object({ precipitation: Text(), snowHeight: Text(), freshSnow: Text(), airTemperature: Text() }),
  csvImporter: CsvImporterSettingsSchema,
  mapLayers: Type.Array(MapLayerConfigSchema, { maxItems: 100 }),
  identityProvider: Type.Optional(IdentityProviderConfigSchema),
  /** images are uploaded before the round body (the one server variant of entry.md §7) */
  uploadImagesFirst: Flag(),
  /** spec entry.md §3 Formula generator: formulas for matching entries (applied when posting) */
  formulaGenerators: Type.Optional(Type.Array(FormulaGeneratorSchema, { maxItems: MAX_ITEMS })),
  heading: Type.Optional(Text()),
  analysisRemarkFilter: Text(),
});

/** the config screen's choices stored on the device (spec entry.md §2), each one checked like a setting */
export const LocalSettingsSchema = Type.Partial(SettingsSchema);

export type InputKind = Static<typeof InputKindSchema>;
export type CsvImporterSettings = Static<typeof CsvImporterSettingsSchema>;
export type MapLayerConfig = Static<typeof MapLayerConfigSchema>;
export type IdentityProviderConfig = Static<typeof IdentityProviderConfigSchema>;
export type FeatureFlags = Static<typeof FeatureFlagsSchema>;
export type Settings = Static<typeof SettingsSchema>;
