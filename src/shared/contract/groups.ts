// The group list, one group for entry, and the reference data stored with them (maps, documents, lists).
import type { MrId } from './ids';
import type { GeoJsonFeatureCollection, MapOverlay, MeasureDocument } from '../api';
import type { DischargeMeter } from '../schema/discharge';
import type { Group, GroupSummary } from '../schema/group';
import type { InputKind } from '../schema/settings';
import type { FacilityModel } from '../schema/station';
import type { VersionAge } from '../rules/group-selection';
import type { StartCallOptions } from './session';
import type { WorkerError } from './errors';
import type { BlobLike } from './blob';
import type { TileCoords } from '../maths/tile-range';
import type { InputPage } from '../rules/input-page';

export interface GroupList {
  groups: GroupSummary[];
  /** ISO time from the Date header of the list response that filled the cache */
  version?: string;
  /** ISO time the last offline preload stored the historic values (the value data version), if any */
  dataVersion?: string;
  /** the ages of the two versions when answered (spec entry.md §2: under 3 h ok, over 72 h or unknown warning) */
  versionAge: VersionAge;
  dataVersionAge: VersionAge;
  /** true when the server could not be reached and the stored copy is shown */
  fromCache: boolean;
  /** the device's storage is full: the list is shown but not kept for offline use */
  storageFull: boolean;
  /** issue 34: items of the list answer that did not match their schema, named (a stored list's are among the unreadable records) */
  skipped: WorkerError[];
}

export type MapKind = 'ortho' | 'osm' | 'track';

/** What the group selection screen shows beside the list it loaded (spec entry.md §2). */
export interface GroupSelectionQuery {
  /** the offline mode's filter box (round name or category) */
  filter: string;
  /** the observer lists' chosen month (yyyy-MM); undefined: the current month */
  observerMonth?: string;
  /** the observer lists' filter box */
  observerFilter: string;
}

interface GroupRow {
  group: GroupSummary;
  /** online mode: the input page the group name opens for the day chosen on screen (the UI adds the day, so a day
   * typed just before the tap is the one opened) */
  inputPage?: InputPage;
  /** the external map link (setting meviLink) outside offline mode; shown while online */
  mapUrl?: string;
}

export interface GroupCategoryView {
  name: string;
  /** the user's own category ('Messtouren für {username}') and, with a filter, every category starts expanded */
  initiallyExpanded: boolean;
  groups: GroupRow[];
}

interface ObserverListRow {
  group: GroupSummary;
  kind: InputKind;
}

export interface ObserverListsView {
  /** expanded for non-admins, collapsed for admins */
  initiallyExpanded: boolean;
  /** the 5 earlier months and the current one (yyyy-MM), oldest first */
  months: string[];
  month: string;
  /** all lists, before the filter */
  count: number;
  /** the filter box shows above 5 lists */
  filterShown: boolean;
  /** the lists matching the filter, by name */
  lists: ObserverListRow[];
}

export interface GroupSelectionView {
  /** categories and their groups by name (German collation), filtered in offline mode */
  categories: GroupCategoryView[];
  /** the filter is active: the preload link preloads these groups (else all) */
  preloadGroupNames: string[];
  /** for a logged-in user when meteo or hydro groups exist */
  observerLists?: ObserverListsView;
}

/** issue 37: a file the worker built for the UI to save as it is. */
export interface SavedFile<FileBlob extends BlobLike = BlobLike> {
  file: FileBlob;
  fileName: string;
}

export interface GroupsApi<FileBlob extends BlobLike = BlobLike> {
  /** spec entry.md §7 GET /measure-round; the stored list offline, and at the start on a slow network (issue 13) */
  listGroups(options?: StartCallOptions): Promise<GroupList>;
  /** the screen's categories and observer lists from the last listed groups, the user and the settings */
  groupSelectionView(query: GroupSelectionQuery): Promise<GroupSelectionView>;
  /** issue 38: loads the code that lists the offline copies (rounds' listOfflineRounds), so a start asks them without waiting for it */
  prepareOfflineCopies(): Promise<void>;
  /** spec entry.md §7 GET /measure-round/{mrId} for entry (formula entries excluded); stored copy offline */
  loadGroup(mrId: MrId): Promise<Group>;
  getMap(mrId: MrId, kind: MapKind): Promise<MapOverlay | GeoJsonFeatureCollection | undefined>;
  /** spec entry.md §1/§9: the round's GPX 1.1 file (a waypoint per station, its track when the server has one) */
  roundGpx(mrId: MrId): Promise<SavedFile<FileBlob>>;
  /** issue 36 item 20: a base-layer tile the preload kept for offline use (Leaflet's coordinates); undefined when none */
  getMapTile(layerName: string, tile: TileCoords): Promise<FileBlob | undefined>;
  getDocuments(): Promise<MeasureDocument[]>;
  getDischargeMeters(): Promise<DischargeMeter[]>;
  getFacilityModels(): Promise<FacilityModel[]>;
}
