// spec entry.md §3 Settings and §9 config defaults; archive.md §9
import type { FormulaGenerator } from './entry';
export type InputKind = 'meteoInput' | 'hydroInputOWF' | 'hydroInputUWQ';
export type StaRemarkPosition = 'TOP' | 'BOTTOM' | 'off';

export interface CsvImporterSettings {
  dateColumn: number;
  timeColumn: number;
  valueColumn: number;
  remarkColumn: number;
  startRow: number;
  dateTimeFormat: string;
  unitOverride?: string;
  team?: string;
}

export interface MapLayerConfig {
  type: 'tms' | 'wms' | 'tile';
  name: string;
  url: string;
  options?: Record<string, string | number | boolean>;
}

export interface IdentityProviderConfig {
  /** OpenID issuer URL, or Keycloak base URL together with realm */
  url: string;
  realm?: string;
  clientId: string;
}

export interface FeatureFlags {
  showAbout: boolean;
  showConfig: boolean;
  showCsvImport: boolean;
  showDetails: boolean;
  showDuplicate: boolean;
  showGpxDownload: boolean;
  showLastPlausible: boolean;
  showCompactStationList: boolean;
  showMobileBarcode: boolean;
  showMobilePhoto: boolean;
  showMobileOverviewRemark: boolean;
  showMobileOverviewTeam: boolean;
  showMobileRemarkLocation: boolean;
  showMobileTsRemark: boolean;
  showRemark: boolean;
  showTime: boolean;
  showTimeSetNow: boolean;
  loadStationFacilityModels: boolean;
  showArchive: boolean;
  showLoginLogout: boolean;
  showMeasureDocuments: boolean;
  showDischargeMeters: boolean;
  showMobileMap: boolean;
  requirePrintBeforeSave: boolean;
  postTimeseriesPartial: boolean;
  postTimeseriesIncompletePrompt: boolean;
  printoutHeader: boolean;
  printoutProtocolNumber: boolean;
  printoutSignatureFooter: boolean;
  disableVirtualKeyboard: boolean;
  disableTimezoneSelection: boolean;
}

export interface Settings extends FeatureFlags {
  locale: 'de' | 'en';
  /** 1 = indoor/online, 2 = outdoor/offline */
  mode: 1 | 2;
  mez: boolean;
  defaultTime: string;
  photoMaxSize: number;
  photoJpegQuality: number;
  nativeCaptureUserAgent: string;
  stationTitle: string;
  stationTitleExtra?: string;
  /** per-group external map link (online only); {mrId} and {mrName} are replaced by the group's, URL-encoded */
  meviLink?: string;
  /** spec entry.md §7 custom success message of a post, shown instead of the standard one; {count} is the number of values */
  postSuccessMessage?: string;
  parameterInvertAxis: string;
  showMobileStaRemark: StaRemarkPosition;
  /** days back for which archive images are shown; 0 = off */
  showArchiveImages: number;
  showArchiveImagesQuality?: number;
  showArchiveImagesWidth?: number;
  pastDateDays: number;
  /** issue 16: years of history the worker loads for plausibility and charts (values since now minus this) */
  historyYears: number;
  /** group-name fragment → input page kind */
  inputKinds: Record<string, InputKind>;
  meteoParameters: { precipitation: string; snowHeight: string; freshSnow: string; airTemperature: string };
  csvImporter: CsvImporterSettings;
  mapLayers: MapLayerConfig[];
  identityProvider?: IdentityProviderConfig;
  /** images are uploaded before the round body (the one server variant of entry.md §7) */
  uploadImagesFirst: boolean;
  /** spec entry.md §3 Formula generator: formulas for matching entries (applied when posting) */
  formulaGenerators?: FormulaGenerator[];
  heading?: string;
  analysisRemarkFilter: string;
}
