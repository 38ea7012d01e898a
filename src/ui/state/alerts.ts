import { store, type GlobalAlert } from './store';

let nextAlertId = 1;

export function addAlert(alert: Omit<GlobalAlert, 'id' | 'dt'>): void {
  store.alerts.push({ ...alert, id: nextAlertId++, dt: new Date().toISOString() });
}

export function dismissAlert(id: number): void {
  const index = store.alerts.findIndex((alert) => alert.id === id);
  if (index >= 0) store.alerts.splice(index, 1);
}

/**
 * The success of a post: the configured custom message (setting postSuccessMessage) if any, else api.postTimeseriesSuccess;
 * issue 32: with a note when the server's 2xx answer was not readable.
 */
export function addPostSuccessAlert(count: number, answerUnread = false): void {
  const custom = store.settings?.postSuccessMessage;
  if (custom) addAlert({ type: 'alert-success', msg: 'api.postTimeseriesCustomSuccess', params: { message: custom.replaceAll('{count}', String(count)) } });
  else addAlert({ type: 'alert-success', msg: 'api.postTimeseriesSuccess', params: { count } });
  if (answerUnread) addAlert({ type: 'alert-info', msg: 'api.postAnswerUnread' });
}
