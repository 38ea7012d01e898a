// spec entry.md §3 Settings and §9 config defaults; archive.md §9 — the types are inferred from their schema (issue 14).
export type {
  CsvImporterSettings,
  FeatureFlags,
  IdentityProviderConfig,
  InputKind,
  MapLayerConfig,
  Settings,
  StaRemarkPosition,
} from '../schema/settings';
