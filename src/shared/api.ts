// The /hwe-api/v2 contract shared by the worker's HTTP client and the reference server.
// Paths the spec leaves "not shown" are chosen here; docs/decisions/server.md lists each choice.
import type { CompletedMeasureRound } from './schema/archive';
import type { DischargeMeter } from './schema/discharge';
import type { Group, GroupSummary, MeasureRoundPost } from './schema/group';
import type { ServerInfo } from './schema/reference';
import type { Settings } from './schema/settings';
import type { FacilityModel } from './schema/station';
import type { HistoricValue, TsData } from './schema/timeseries';
import type { ArchiveListAnswer } from './schema/archive';
import type { MapType } from './schema/rounds';

// wire types inferred from the schemas of src/shared/schema
export type { ApiErrorBody } from './schema/errors';
export type { ImageUploadQuery, MapType, MeasureRoundPostResponse } from './schema/rounds';
export type { GeoJsonFeatureCollection, MapOverlay, MeasureDocument } from './schema/reference';
export type { Permission, PermissionAction, PermissionsPostBody, PermissionsResponse } from './schema/permissions';

export const API_BASE = '/hwe-api/v2';
/** spec entry.md §9 Client version tag */
export const CLIENT_VERSION = '2025-04-14T08:26/79ecd3b5';
/** spec entry.md §9 history chunk */
export const HISTORY_CHUNK_IDS = 32;

/**
 * issue 32: what a backend answers. 'spec' answers only the shapes of the spec's call tables (entry.md §7, archive.md §7);
 * 'extended' adds the extensions below and names them in /info (docs/api.md).
 */
export type ApiDialect = 'extended' | 'spec';
export const API_DIALECTS: readonly ApiDialect[] = ['extended', 'spec'];

/** issue 32: the extensions of our reference server, each named in /info `extensions` when offered. */
export const API_EXTENSIONS = {
  /** GET /completed-measure-round as {version, complete, rounds: summary rows}, `since`, ETag/304 and X-Round-Count */
  archiveSummaryList: 'archive-summary-list',
  /** GET /timeseries/values with from, limit, after and columns=true (column form, page after page) */
  valuesPages: 'values-pages',
  /** issue 38: with columns=true, compact=true sends each part's t as runs of steps and v as steps of scaled values */
  valuesCompact: 'values-compact',
  /** GET /timeseries/{tsId}/metadata and GET /timeseries/metadata?dt=…&tsId=… */
  timeseriesMetadata: 'timeseries-metadata',
  /** POST /measure-round/{mrId} answered {instanceId, count, duplicate} */
  postAnswer: 'post-answer',
  /** issue 38: POST /measure-round/{mrId} takes a body gzip'd with Content-Encoding: gzip (inflated within the body limit) */
  postGzip: 'post-gzip',
} as const;
export type ApiExtension = (typeof API_EXTENSIONS)[keyof typeof API_EXTENSIONS];

const seg = (value: string | number) => encodeURIComponent(String(value));

export const apiPaths = {
  config: () => `${API_BASE}/config`,
  info: () => `${API_BASE}/info`,
  dischargeMeters: () => `${API_BASE}/discharge-meters`,
  facilityModels: () => `${API_BASE}/station-facilities/models`,
  measureRounds: () => `${API_BASE}/measure-round`,
  measureRound: (mrId: string | number) => `${API_BASE}/measure-round/${seg(mrId)}`,
  /** POST the round body */
  postMeasureRound: (mrId: string | number) => `${API_BASE}/measure-round/${seg(mrId)}`,
  /** PUT one photo; query dt, staNumber, tsParameter, tsId */
  measureRoundImage: (mrId: string | number, imageName: string) =>
    `${API_BASE}/measure-round/${seg(mrId)}/image/${seg(imageName)}`,
  mapOverlay: (mrId: string | number, mapType: MapType) =>
    `${API_BASE}/measure-round/${seg(mrId)}/map/overlay?mapType=${mapType}`,
  mapTrack: (mrId: string | number) => `${API_BASE}/measure-round/${seg(mrId)}/map/track`,
  /** the values of the ids; with `page` a time range, a limit, a continuation and the column form (issue 16) */
  timeseriesValues: (tsIds: readonly string[], page: ValuesPageQuery = {}) =>
    `${API_BASE}/timeseries/values?${[tsIdQuery(tsIds), ...pageQuery(page)].join('&')}`,
  timeseriesMetadata: (tsId: string) => `${API_BASE}/timeseries/${seg(tsId)}/metadata`,
  /** metadata of several timeseries relative to one entry date (entry.md §7 update for entries with a date) */
  timeseriesMetadataAt: (tsIds: readonly string[], dt: string) =>
    `${API_BASE}/timeseries/metadata?${[`dt=${encodeURIComponent(dt)}`, ...tsIds.map((id) => `tsId=${encodeURIComponent(id)}`)].join('&')}`,
  measureDocuments: () => `${API_BASE}/measure-documents`,
  /** the archive list; with `since` (a version of an earlier answer) only what changed since */
  completedRounds: (since?: string) => `${API_BASE}/completed-measure-round${since ? `?since=${encodeURIComponent(since)}` : ''}`,
  completedRound: (instanceId: string) => `${API_BASE}/completed-measure-round/${seg(instanceId)}`,
  completedRoundPdf: (instanceId: string) => `${API_BASE}/completed-measure-round/${seg(instanceId)}/pdf`,
  completedRoundImage: (instanceId: string, imageName: string) =>
    `${API_BASE}/completed-measure-round/${seg(instanceId)}/image/${seg(imageName)}`,
  completedTimeseriesValues: (tsIds: readonly string[]) =>
    `${API_BASE}/completed-measure-round/timeseries-values?${tsIdQuery(tsIds)}`,
  permissions: () => `${API_BASE}/admin/permissions`,
};

/** issue 16: the paging parameters of the values call (docs/decisions/server.md "Timeseries"). */
export interface ValuesPageQuery {
  /** ISO instant: only values at or after it */
  from?: string;
  /** values per answer (at most MAX_VALUES_PAGE, also the limit when none is sent) */
  limit?: number;
  /** the continuation of the previous answer (`next` in column form, the Link header's `after` otherwise) */
  after?: string;
  /** the column form (HistoricColumnsPage) instead of an array of values */
  columns?: boolean;
  /** the column form in fewer bytes (extension values-compact, src/shared/format/compact-values.ts) */
  compact?: boolean;
}

function pageQuery({ from, limit, after, columns, compact }: ValuesPageQuery): string[] {
  return [
    ...(from ? [`from=${encodeURIComponent(from)}`] : []),
    ...(limit ? [`limit=${limit}`] : []),
    ...(after ? [`after=${encodeURIComponent(after)}`] : []),
    ...(columns ? ['columns=true'] : []),
    ...(compact ? ['compact=true'] : []),
  ];
}

function tsIdQuery(tsIds: readonly string[]): string {
  return ['remarks=true', ...tsIds.map((id) => `tsId=${encodeURIComponent(id)}`)].join('&');
}

/** GET /config: every setting is optional; the client fills in the spec defaults. */
export type ConfigResponse = Partial<Settings>;
export type InfoResponse = ServerInfo;
export type MeasureRoundListResponse = GroupSummary[];
export type MeasureRoundResponse = Group;
export type MeasureRoundPostBody = MeasureRoundPost;
export type TimeseriesValuesResponse = HistoricValue[];
export type TimeseriesMetadataResponse = TsData;
/** by tsId */
export type TimeseriesMetadataAtResponse = Record<string, TsData>;
export type DischargeMetersResponse = DischargeMeter[];
export type FacilityModelsResponse = FacilityModel[];
/** spec archive.md §2 archive list (issue 11): summary rows, no entries. */
export type CompletedRoundListResponse = ArchiveListAnswer;
/** rounds in the answer, sent before the body so a client can show its progress */
export const ROUND_COUNT_HEADER = 'X-Round-Count';
export type CompletedRoundResponse = CompletedMeasureRound;


/** Roles per user and round (archive.md §6). */
export const ROLES = ['HANDEINGABE_OBSERVE', 'HANDEINGABE_RESPONSIBLE1', 'HANDEINGABE_RESPONSIBLE2'] as const;
export type Role = (typeof ROLES)[number];
/** spec archive.md §6: the role that makes each decision */
export const DECISION_STAGE_ROLE = { 1: 'HANDEINGABE_RESPONSIBLE1', 2: 'HANDEINGABE_RESPONSIBLE2' } as const satisfies Record<1 | 2, Role>;
