// Intents of the meteo table (spec entry.md §2 Meteo input, §5 Meteo post): each is one worker call, which applies
// the rules, stores before it answers and pushes the month's view to every tab showing it (issue 10).
import type { MrId } from '../../../shared/contract/ids';
import { ref } from 'valtio';
import type { MeteoDraftKey, MeteoEdit, MeteoMonth } from '../../../shared/contract';
import { workerApi } from '../../worker-client';
import { addAlert, addPostSuccessAlert } from '../alerts';
import { subscribeTo } from '../push';
import { reportError } from '../report-error';
import { meteoStore } from './meteo-store';

let stopFollowing: (() => void) | undefined;
/** the last edit sent: a post waits for it */
let lastEdit: Promise<unknown> = Promise.resolve();

function shownTable(): MeteoDraftKey | undefined {
  const view = meteoStore.view;
  return view && { mrId: view.mrId, staNumber: view.staNumber, month: view.month };
}

function isShown(table: MeteoDraftKey): boolean {
  const view = meteoStore.view;
  return view?.mrId === table.mrId && view.staNumber === table.staNumber && view.month === table.month;
}

function show(month: MeteoMonth): void {
  meteoStore.mrName = month.mrName;
  if ('refusal' in month) {
    Object.assign(meteoStore, { status: 'noParameters', view: undefined });
    addAlert({ type: 'alert-danger', msg: month.messageKey, params: { parameters: month.parameters } });
    return;
  }
  Object.assign(meteoStore, { status: 'loaded', view: ref(month) });
}

export async function openMeteo(mrId: MrId, month: string, staNumber: string | undefined): Promise<void> {
  closeMeteo();
  Object.assign(meteoStore, { status: 'loading', mrId, month, view: undefined, pendingEdits: 0 });
  try {
    const opened = await workerApi().openMeteoMonth({ mrId, month, staNumber });
    if (meteoStore.mrId !== mrId || meteoStore.month !== month) return; // another month was opened meanwhile
    show(opened);
    if (!('refusal' in opened)) follow({ mrId, month, staNumber: opened.staNumber });
  } catch (error) {
    meteoStore.status = 'failed';
    reportError(error, 'meteo.loadError', 'meteo.loadError');
  }
}

/** Edits and posts of this month in other tabs show here, once this tab's own edits are answered. */
function follow(table: MeteoDraftKey): void {
  stopFollowing = subscribeTo({ kind: 'meteo', table }, (month) => {
    if (meteoStore.pendingEdits === 0 && isShown(table) && !('refusal' in month)) meteoStore.view = ref(month);
  });
}

export function closeMeteo(): void {
  stopFollowing?.();
  stopFollowing = undefined;
}

export async function editMeteoDay(day: string, edit: MeteoEdit): Promise<void> {
  const table = shownTable();
  if (!table) return;
  meteoStore.pendingEdits++;
  const sent = workerApi().editMeteoDay(table, day, edit);
  lastEdit = sent.catch(() => undefined);
  try {
    const view = await sent;
    // the last answer carries every edit stored so far
    if (meteoStore.pendingEdits === 1 && isShown(table)) meteoStore.view = ref(view);
  } catch (error) {
    reportError(error, 'mobile.saveError', 'mobile.saveError');
  } finally {
    meteoStore.pendingEdits--;
  }
}

/** Posts the month's complete days (the worker stores the copy before it sends it and keeps it when the send fails). */
export async function postMeteo(): Promise<boolean> {
  const table = shownTable();
  if (!table || meteoStore.posting) return false;
  meteoStore.posting = true;
  try {
    await lastEdit;
    const { count, view } = await workerApi().postMeteoMonth(table);
    addPostSuccessAlert(count, 'meteoPost');
    addAlert({ type: 'alert-info', msg: 'meteo.postSuccess' });
    if (isShown(table)) show(view);
    return true;
  } catch (error) {
    reportError(error, 'mobile.postError', 'api.postTimeseriesError', 'groups.loginRequiredSave', 'meteoPost');
    return false;
  } finally {
    meteoStore.posting = false;
  }
}
