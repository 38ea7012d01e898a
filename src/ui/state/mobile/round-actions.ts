// Intents of the mobile round screens: each goes through the worker, which stores the round before it answers.
import { ref } from 'valtio';
import type { Entry } from '../../../shared/model';
import type { EntryKey, EntryPart, EntryPartEdit, InstanceId, RemarkTarget, RoundEdit, RoundView } from '../../../shared/worker-api';
import { workerApi } from '../../worker-client';
import { subscribeTo } from '../push';
import { reportError } from '../report-error';
import { store } from '../store';
import { mobileStore } from './mobile-store';

function show(view: RoundView): void {
  mobileStore.view = ref(view);
}

let stopPushes: (() => void)[] = [];

/**
 * The copy's view and transfers as the worker pushes them: a change stored by another tab shows here. While this
 * tab's own edits are on the way their answers show instead (the last answer carries every edit stored so far).
 */
function followRound(instanceId: InstanceId): void {
  stopFollowing();
  stopPushes = [
    subscribeTo({ kind: 'round', instanceId }, (view) => {
      if (view && mobileStore.instanceId === instanceId && mobileStore.pendingEdits === 0) show(view);
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
  mobileStore.view = undefined;
  mobileStore.station = undefined;
  try {
    show(await workerApi().getOfflineRound(instanceId));
    mobileStore.status = 'loaded';
    followRound(instanceId);
    scheduleTimeseriesDataUpdate(instanceId);
    if (store.settings?.showDischargeMeters) mobileStore.meters = ref(await workerApi().getDischargeMeters());
    if (store.settings?.loadStationFacilityModels) mobileStore.models = ref(await workerApi().getFacilityModels());
  } catch {
    mobileStore.status = 'missing';
  }
}

export function closeRound(): void {
  clearTimeout(updateTimer);
  stopFollowing();
  mobileStore.instanceId = undefined;
  mobileStore.transfers = [];
  mobileStore.status = 'idle';
  mobileStore.view = undefined;
  mobileStore.station = undefined;
}

// Edits are sent one after the other, so the worker applies them in the order the user made them.
let queue: Promise<unknown> = Promise.resolve();

function reportSaveError(error: unknown): void {
  reportError(error, 'mobile.saveError', 'mobile.saveError');
}

/**
 * Applies edits through the worker; resolves with the stored view, or undefined when the edit was refused. Edits name
 * their rows by entry key, so an earlier edit that resorts the rows (a station completing) cannot misdirect them.
 */
export function editRound(edits: RoundEdit[], onFailure: (error: unknown) => void = reportSaveError): Promise<RoundView | undefined> {
  const instanceId = mobileStore.instanceId;
  if (!instanceId) return Promise.resolve(undefined);
  mobileStore.pendingEdits++;
  editGeneration++;
  const run = queue.then(async () => {
    try {
      const view = await workerApi().editRound(instanceId, edits);
      if (mobileStore.instanceId === instanceId) show(view);
      mobileStore.saveFailed = false;
      scheduleTimeseriesDataUpdate(instanceId);
      return view;
    } catch (error) {
      mobileStore.saveFailed = true;
      onFailure(error);
      return undefined;
    } finally {
      mobileStore.pendingEdits--;
    }
  });
  queue = run;
  return run;
}

/** quiet time after the last edit before the dated entries' timeseries data is updated */
const UPDATE_DELAY_MS = 800;
let updateTimer: ReturnType<typeof setTimeout> | undefined;
let editGeneration = 0;

/**
 * spec entry.md §7 update of timeseries values for entries with a date (last value, same-day reading) once the
 * edits settle. An answer overtaken by newer edits is dropped: their own update follows. A failure is only a
 * console warning (§8).
 */
function scheduleTimeseriesDataUpdate(instanceId: InstanceId): void {
  clearTimeout(updateTimer);
  updateTimer = setTimeout(async () => {
    const generation = editGeneration;
    try {
      const view = await workerApi().updateTimeseriesData(instanceId);
      if (view && generation === editGeneration && mobileStore.instanceId === instanceId) show(view);
    } catch (error) {
      console.warn('Timeseries data of the dated entries not updated', error);
    }
  }, UPDATE_DELAY_MS);
}

/** Resolves once every edit sent so far is stored. */
export function editsStored(): Promise<unknown> {
  return queue;
}

export async function addPhoto(target: RemarkTarget, photo: File): Promise<void> {
  const instanceId = mobileStore.instanceId;
  if (!instanceId) return;
  try {
    await editsStored();
    show(await workerApi().addPhoto(instanceId, target, photo));
  } catch (error) {
    reportError(error, 'mobile.photoError', 'mobile.photoError');
  }
}

export async function removePhoto(target: RemarkTarget, position: number): Promise<void> {
  const instanceId = mobileStore.instanceId;
  if (!instanceId) return;
  try {
    await editsStored();
    show(await workerApi().removePhoto(instanceId, target, position));
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
