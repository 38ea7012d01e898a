// Intents of the mobile round screens: each goes through the worker, which stores the round before it answers.
import { ref } from 'valtio';
import type { Entry } from '../../../shared/schema/entry';
import type { EntryKey, EntryPart, EntryPartEdit, InstanceId, RemarkTarget, RoundEdit, RoundView, RoundViewUpdate } from '../../../shared/contract';
import { isWorkerError } from '../../../shared/contract/errors';
import { workerApi } from '../../worker-client';
import { subscribeTo } from '../push';
import { reportError } from '../report-error';
import { store } from '../store';
import { mobileStore } from './mobile-store';
import { markStartContentShown } from '../start-content-shown';
import { applyChange } from './view-updates';

/** the worker's version of the view shown (issue 13: it answers later views as changes since this one) */
let shownVersion: number | undefined;

function show(view: RoundView, version: number): void {
  mobileStore.view = ref(view);
  shownVersion = version;
}

/**
 * Shows a view update of the open copy; an update older than the view shown is dropped. Answers false for a change
 * made since a view this tab does not show (an update overtaken on the way): then the whole view is asked for.
 */
function apply(update: RoundViewUpdate): boolean {
  if (shownVersion !== undefined && update.version <= shownVersion) return true;
  if (update.kind === 'whole') {
    show(update.view, update.version);
    return true;
  }
  if (update.base !== shownVersion || !mobileStore.view) return false;
  show(applyChange(mobileStore.view, update), update.version);
  return true;
}

async function applyOrCatchUp(instanceId: InstanceId, update: RoundViewUpdate): Promise<void> {
  if (mobileStore.instanceId !== instanceId || apply(update)) return;
  const caughtUp = await workerApi().getRoundUpdate(instanceId, shownVersion);
  if (mobileStore.instanceId === instanceId) apply(caughtUp);
}

let stopPushes: (() => void)[] = [];

/** The copy's view and transfers as the worker pushes them: a change stored by another tab shows here. */
function followRound(instanceId: InstanceId): void {
  stopFollowing();
  stopPushes = [
    subscribeTo({ kind: 'round', instanceId, base: shownVersion }, (update) => {
      if (update) void applyOrCatchUp(instanceId, update).catch(reportSaveError);
    }),
    subscribeTo({ kind: 'transfers', instanceId }, (transfers) => {
      if (mobileStore.instanceId === instanceId) mobileStore.transfers = ref(transfers);
    }),
  ];
}

function stopFollowing(): void {
  stopPushes.forEach((stop) => stop());
  stopPushes = [];
}

export async function openRound(instanceId: InstanceId): Promise<void> {
  if (mobileStore.instanceId === instanceId && mobileStore.status === 'loaded') return;
  mobileStore.instanceId = instanceId;
  mobileStore.status = 'loading';
  mobileStore.damage = undefined;
  mobileStore.view = undefined;
  mobileStore.station = undefined;
  shownVersion = undefined;
  try {
    await applyOrCatchUp(instanceId, await workerApi().getRoundUpdate(instanceId, undefined));
    mobileStore.status = 'loaded';
    followRound(instanceId);
    scheduleTimeseriesDataUpdate(instanceId);
    if (store.settings?.showDischargeMeters) mobileStore.meters = ref(await workerApi().getDischargeMeters());
    if (store.settings?.loadStationFacilityModels) mobileStore.models = ref(await workerApi().getFacilityModels());
  } catch (error) {
    if (isWorkerError(error) && error.code === 'INVALID_RECORD') mobileStore.damage = error;
    mobileStore.status = 'missing';
  }
}

export function closeRound(): void {
  // a start that waits for the round screen is over once the screen is left, shown or not
  markStartContentShown();
  clearTimeout(updateTimer);
  stopFollowing();
  mobileStore.instanceId = undefined;
  mobileStore.transfers = [];
  mobileStore.status = 'idle';
  mobileStore.view = undefined;
  mobileStore.station = undefined;
  shownVersion = undefined;
}

function reportSaveError(error: unknown): void {
  reportError(error, 'mobile.saveError', 'mobile.saveError');
}

/** the answer of the edit sent last; the worker answers edits in the order they were sent */
let lastEdit: Promise<unknown> = Promise.resolve();

/**
 * Sends the edits to the worker at once, in the event that made them (issue 34: a keystroke reaches IndexedDB even when
 * the page is killed while the main thread is still busy with the previous one); resolves true once they are stored,
 * false when they were refused. The new view arrives on the copy's subscription (followRound). Edits name their rows
 * by entry key, so an earlier edit that resorts the rows (a station completing) cannot misdirect them.
 */
export function editRound(edits: RoundEdit[], onFailure: (error: unknown) => void = reportSaveError): Promise<boolean> {
  const instanceId = mobileStore.instanceId;
  if (!instanceId) return Promise.resolve(false);
  const stored = workerApi().editRound(instanceId, edits);
  mobileStore.pendingEdits++;
  const outcome = stored.then(
    () => {
      mobileStore.saveFailed = false;
      scheduleTimeseriesDataUpdate(instanceId);
      return true;
    },
    (error: unknown) => {
      mobileStore.saveFailed = true;
      onFailure(error);
      return false;
    },
  );
  lastEdit = outcome.then(showViewOfLastEdit).finally(() => mobileStore.pendingEdits--);
  return outcome;
}

/**
 * The answer of an edit can come before its view (answer and push travel on different ports): saving ends only once the
 * view holds the last edit, or a field built on the view (useLastSent) would undo the field typed just before it.
 */
async function showViewOfLastEdit(stored: boolean): Promise<void> {
  if (stored && mobileStore.pendingEdits === 1) await showStoredView().catch(reportSaveError);
}

/** Shows the view stored now, for an intent that needs it at once (the push of its edit may still be on its way). */
export async function showStoredView(): Promise<void> {
  const instanceId = mobileStore.instanceId;
  if (instanceId) await applyOrCatchUp(instanceId, await workerApi().getRoundUpdate(instanceId, shownVersion));
}

/** quiet time after the last edit before the dated entries' timeseries data is updated */
const UPDATE_DELAY_MS = 800;
let updateTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * spec entry.md §7 update of timeseries values for entries with a date (last value, same-day reading) once the
 * edits settle; the worker stores them and pushes the change. A failure is only a console warning (§8).
 */
function scheduleTimeseriesDataUpdate(instanceId: InstanceId): void {
  clearTimeout(updateTimer);
  updateTimer = setTimeout(async () => {
    try {
      await workerApi().updateTimeseriesData(instanceId);
    } catch (error) {
      console.warn('Timeseries data of the dated entries not updated', error);
    }
  }, UPDATE_DELAY_MS);
}

/** Resolves once every edit sent so far is stored (or refused). */
export function editsStored(): Promise<unknown> {
  return lastEdit;
}

export async function addPhoto(target: RemarkTarget, photo: File): Promise<void> {
  const instanceId = mobileStore.instanceId;
  if (!instanceId) return;
  try {
    await editsStored();
    await workerApi().addPhoto(instanceId, target, photo); // its view is pushed
  } catch (error) {
    reportError(error, 'mobile.photoError', 'mobile.photoError');
  }
}

export async function removePhoto(target: RemarkTarget, position: number): Promise<void> {
  const instanceId = mobileStore.instanceId;
  if (!instanceId) return;
  try {
    await editsStored();
    await workerApi().removePhoto(instanceId, target, position); // its view is pushed
  } catch (error) {
    reportSaveError(error);
  }
}

/** Patches one entry row. */
export function editEntry(entryKey: EntryKey, patch: Partial<Entry>): void {
  void editRound([{ kind: 'entry', entryKey, patch }]);
}

/** Changes some fields of an object field of one row (a remark, the discharge protocol); the worker merges them. */
export function editEntryPart<F extends EntryPart>(entryKey: EntryKey, field: F, patch: Partial<NonNullable<Entry[F]>>): void {
  void editRound([{ kind: 'entryPart', entryKey, field, patch } as EntryPartEdit]);
}
