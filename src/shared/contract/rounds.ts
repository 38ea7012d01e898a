// Offline copies of a round (spec entry.md §4 offline round lifecycle): create, view, edit, photos, delete.
import type { Entry } from '../schema/entry';
import type { Group } from '../schema/group';
import type { SnowWaterEquivalentRecord } from '../schema/snow';
import type { FacilityModel, StationFacility } from '../schema/station';
import type { TsData } from '../schema/timeseries';
import type { RowStatus } from '../rules/completion';
import type { DeletionConfirmation } from '../rules/deletion';
import type { PostCheck, TablePostCheck } from '../rules/posting';
import type { RuleMessage } from '../rules/rule-message';
import type { SerialProblem } from '../rules/station-facilities';
import type { StationProgress } from '../rules/stations';
import type { BlobLike } from './blob';
import type { WorkerError } from './errors';
import type { EntryKey, InstanceId, MrId } from './ids';

/** An offline copy of a round (spec entry.md §4 offline round lifecycle). */
export interface OfflineRound extends Group {
  instanceId: InstanceId;
  creationTime: string;
  /** ISO time of the last local save */
  savedTime?: string;
  /** the protocol was printed (needed before posting when requirePrintBeforeSave is on) */
  printed?: boolean;
  /**
   * the working copy of an online screen (table, hydro or meteo input), not a copy taken for offline use:
   * it is stored like one so nothing typed is lost, but not listed among the offline copies
   */
  onlineEntry?: boolean;
  /** issue 34: the `sub` of the user who made the copy (listed, opened and posted for that user only); absent without login */
  owner?: string;
  /** issue 34: entries of the server's round that did not match their schema: left out, named on the copy's screen */
  skippedEntries?: WorkerError[];
}

/** What the UI shows for one entry row, computed with the src/shared rules. */
export interface RowView {
  /** index into round.entries (where the row is shown; it moves when the worker resorts the rows) */
  index: number;
  /** names the row in edits */
  entryKey: EntryKey;
  status: RowStatus;
  filled: boolean;
  /** the value computed from discharge, snow or a formula generator when none was typed (what a post sends) */
  calculatedValue?: number;
  /** plausibility message of the value, absent when plausible */
  implausible?: RuleMessage;
  /** last-value message (outside the former range, or Min/Max marker), absent when none */
  lastValue?: RuleMessage;
  /** date plausibility message (future / older than pastDateDays), absent when plausible */
  dateIssue?: RuleMessage;
  /** a NO_STEADY_INCIDENT series takes its own station remark only for Ereignis (spec entry.md §4); other rows always */
  stationRemarkEnabled: boolean;
  /** a discharge by volume/time, estimate or meter (spec entry.md §4, §9): its result in l/s, if any, and whether a bank vertical has impulses */
  discharge?: { lps?: number; bankHasImpulses: boolean };
  /** a snow water equivalent series (spec entry.md §9): its record as stored, else the default device and rows */
  snow?: SnowWaterEquivalentRecord;
  /** the row's station has a numeric Messpunkthöhe, so it shows a depth profile (spec entry.md §5): the depth a new line gets */
  nextDepthM?: number;
}

/** One station of a copy as the mobile screens address it: by number and visit (spec entry.md §2). */
export interface StationView {
  staNumber: string;
  /** 0 for the first station with this number, 1 for its duplicate, … */
  visit: number;
  /** indices into round.entries, in list order */
  rows: number[];
  /** has a filled entry or a done task (spec entry.md §4) */
  complete: boolean;
  /** has no ordinal (or is marked optional) */
  optional: boolean;
  /** the row that keeps the station remark: the first that is not a NO_STEADY_INCIDENT series (those keep their own) */
  remarkRow?: number;
  /** has a storage-status series: takes devices moved from other stations, and its devices move to any station */
  storage: boolean;
  /** per device of the station (its first row's staFacilities, spec entry.md §5): what the user may change */
  facilities: FacilityView[];
  /** spec entry.md §2 hydro input: whether the station can be posted (a plausible date and a value or remark), else why not */
  hydroPostCheck: PostCheck;
}

export interface FacilityView {
  /** name and attributes take input (NEW or EDIT) */
  editable: boolean;
  /** only a NEW device can be removed */
  removable: boolean;
  /** spec entry.md §5: the serial is empty or used by another device of the round */
  serialProblem?: SerialProblem;
}

/** spec entry.md §4 facility actions on one device of a station (by its position), or a new one from a model. */
export type FacilityChange =
  | { action: 'add'; model: FacilityModel }
  | { action: 'edit' | 'discard'; position: number }
  | { action: 'remove'; position: number }
  | { action: 'move'; position: number; toStaNumber: string }
  /** `attributes` names only those changed: the worker merges them into the device's */
  | { action: 'set'; position: number; patch: Partial<Pick<StationFacility, 'number' | 'name' | 'attributes'>> };

export interface RoundView {
  round: OfflineRound;
  rows: RowView[];
  /** the stations in list order */
  stations: StationView[];
  progress: StationProgress;
  /** where /mobile/{instanceId} starts (spec entry.md §2): the list for several stations, the input for one */
  startView: 'list' | 'input';
  /** spec entry.md §2 online table: whether the copy can be posted (a value, none without or with a future date), else why not */
  tablePostCheck: TablePostCheck;
  /** spec entry.md §5 deleting: a plain confirmation, or the round name typed once a station is complete */
  deletion: DeletionConfirmation;
  /**
   * spec entry.md §5 posting with postTimeseriesIncompletePrompt on: the missing stations and unassessed incidents the
   * prompt names before a post; undefined when nothing is missing or the setting is off (the post asks nothing)
   */
  incompletePostPrompt?: number;
}

/** One station of the mobile list (spec entry.md §2), named as the view's stations are, with its distance from the device in metres when known. */
export interface ListedStation {
  staNumber: string;
  visit: number;
  distance?: number;
}

/**
 * issue 13: a copy's view as it crosses to the UI of the open copy: the whole view, or only what changed since the
 * view `base` the UI holds (so a keystroke does not send, and the main thread does not rebuild, 1,000 rows).
 */
export type RoundViewUpdate = { kind: 'whole'; version: number; view: RoundView } | RoundViewChange;

export interface RoundViewChange {
  kind: 'change';
  /** the version this change applies to; another one needs the whole view */
  base: number;
  version: number;
  /** the copy without its entries */
  round: Omit<OfflineRound, 'entries'>;
  entryCount: number;
  /** the entries that differ from the base (or are new), with their index */
  entries: { index: number; entry: Entry }[];
  /** the rows that differ from the base (or are new) */
  rows: RowView[];
  stationCount: number;
  /** the stations that differ from the base (or are new), with their index (a value typed completes one station) */
  stations: { index: number; station: StationView }[];
  /** the view's other parts (progress, start view, …), whole */
  other: Omit<RoundView, 'round' | 'rows' | 'stations'>;
}

/** A row of the online table as the history colours it (spec entry.md §2 "info (same day)"), named by its key. */
export interface OnlineTableRow {
  entryKey: EntryKey;
  status: RowStatus;
  /** the series' last reading: the copy's own, else the history's */
  last?: TsData['last'];
}

export interface OfflineRoundSummary {
  instanceId: InstanceId;
  mrId: MrId;
  mrName: string;
  creationTime: string;
  progress: StationProgress;
  /** no station is complete (the "delete empty copies" button removes these) */
  empty: boolean;
  /** older than 7 days (spec entry.md §9): listed in a warning colour */
  expired: boolean;
  /** the working copy of an online screen (see OfflineRound.onlineEntry) */
  onlineEntry: boolean;
}

/** Where a photo or remark belongs: the entry row and which of its remarks. */
export interface RemarkTarget {
  entryKey: EntryKey;
  remark: 'tsRemark' | 'staRemark';
}

/** The object fields of an entry that several inputs fill one field at a time. */
export type EntryPart = 'dischargeProtocol' | 'tsRemark' | 'staRemark';

/** Merges `patch` into one object field of the entry in the worker, so fields typed in quick succession never overwrite each other. */
export type EntryPartEdit = { [F in EntryPart]: { kind: 'entryPart'; entryKey: EntryKey; field: F; patch: Partial<NonNullable<Entry[F]>> } }[EntryPart];

/**
 * One change the user made; the worker applies it, saves, and answers with the new view. Rows are named by their key.
 * An entry patch carries what the user entered: the worker derives the rest (the value of a discharge measurement or
 * snow record, the computed snow rows, the absolute heights of a depth profile).
 */
export type RoundEdit =
  /** `defaultDt`: the date the row's station takes first when it has none and the patch fills the row (online input) */
  | { kind: 'entry'; entryKey: EntryKey; patch: Partial<Entry>; defaultDt?: string }
  | EntryPartEdit
  /** sets (or clears with undefined) the date of all entries of the row's station */
  | { kind: 'stationDate'; entryKey: EntryKey; dt: string | undefined }
  | { kind: 'round'; patch: Partial<Pick<Group, 'mrTeam' | 'mrRemark'>> }
  | { kind: 'duplicateStation'; entryKey: EntryKey }
  /** spec entry.md §4/§5: a task the user adds to the row's station (type and text needed), which completes it */
  | { kind: 'addTask'; entryKey: EntryKey; taskType: string; text: string }
  /** a device change on the row's station; the worker checks the serials (spec entry.md §5) */
  | { kind: 'facility'; entryKey: EntryKey; change: FacilityChange }
  | { kind: 'overwriteDates'; dt: string }
  | { kind: 'printed' };

export interface RoundsApi<FileBlob extends BlobLike = BlobLike> {
  /** new offline copy: new instanceId, creationTime now, team emptied; `onlineEntry` marks an online screen's working copy */
  createOfflineRound(mrId: MrId, options?: { onlineEntry?: boolean }): Promise<RoundView>;
  /** issue 13: the copy's view for the UI of the open copy: what changed since its view of version `base`, else the whole view */
  getRoundUpdate(instanceId: InstanceId, base: number | undefined): Promise<RoundViewUpdate>;
  listOfflineRounds(): Promise<OfflineRoundSummary[]>;
  /**
   * issue 14: stored copies that do not match their schema (kept stored, not listed), and the other stored records
   * found unreadable since the worker started (skipped where they were read), one INVALID_RECORD each
   */
  listUnreadableRecords(): Promise<WorkerError[]>;
  /**
   * applies the edits and commits them to IndexedDB, in the order the calls came, then answers (issue 34/37: only the
   * outcome; the new view is pushed on the copy's topic 'round', as a change of the view this tab's UI holds)
   */
  editRound(instanceId: InstanceId, edits: RoundEdit[]): Promise<void>;
  /**
   * spec entry.md §7 update of timeseries values for entries with a date: their tsData relative to that date,
   * from the server, else the local history; answers whether the stored copy changed (its view follows on the
   * push channel, topic 'round')
   */
  updateTimeseriesData(instanceId: InstanceId): Promise<boolean>;
  deleteOfflineRounds(instanceIds: InstanceId[]): Promise<void>;
  /**
   * spec entry.md §5 deleting one copy from its overview: once a station is complete only with the round name typed
   * exactly (`typedName`), else refused with DELETE_NAME_MISMATCH and the copy kept
   */
  deleteRound(instanceId: InstanceId, typedName?: string): Promise<void>;
  /** an uploaded offline round file (JSON text or the File) */
  importOfflineRoundFile(file: FileBlob | string): Promise<RoundView>;
  /**
   * issue 10: the instanceId of the copy the online screen `session` ('stations:{mrId}:{date}', 'hydro:{mrId}') edits:
   * the one it edited before while that is stored, else a new `onlineEntry` copy of the group
   */
  openOnlineSession(session: string, mrId: MrId): Promise<InstanceId>;
  /** the online screen is left: its copy is deleted when it holds no reading */
  closeOnlineSession(session: string): Promise<void>;

  /** scales the photo (photoMaxSize, JPEG quality) and adds it to the remark */
  addPhoto(instanceId: InstanceId, target: RemarkTarget, photo: FileBlob): Promise<RoundView>;
  removePhoto(instanceId: InstanceId, target: RemarkTarget, position: number): Promise<RoundView>;
  getPhoto(photoId: string): Promise<FileBlob>;
}
