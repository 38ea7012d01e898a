import { store, type AlertTopic, type GlobalAlert } from './store';

let nextAlertId = 1;

/** Shows an alert; one with a topic replaces the earlier ones of its topic, so a success clears its own failures. */
export function addAlert(alert: Omit<GlobalAlert, 'id' | 'dt'>): void {
  if (alert.topic) store.alerts = store.alerts.filter((shown) => shown.topic !== alert.topic);
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
export function addPostSuccessAlert(count: number, topic: AlertTopic, answerUnread = false): void {
  const custom = store.settings?.postSuccessMessage;
  if (custom) addAlert({ type: 'alert-success', msg: 'api.postTimeseriesCustomSuccess', params: { message: custom.replaceAll('{count}', String(count)) }, topic });
  else addAlert({ type: 'alert-success', msg: 'api.postTimeseriesSuccess', params: { count }, topic });
  // no topic: it must not replace the success it belongs to
  if (answerUnread) addAlert({ type: 'alert-info', msg: 'api.postAnswerUnread' });
}
