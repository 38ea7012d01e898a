import { store, type GlobalAlert } from './store';

let nextAlertId = 1;

export function addAlert(alert: Omit<GlobalAlert, 'id' | 'dt'>): void {
  store.alerts.push({ ...alert, id: nextAlertId++, dt: new Date().toISOString() });
}

export function dismissAlert(id: number): void {
  const index = store.alerts.findIndex((alert) => alert.id === id);
  if (index >= 0) store.alerts.splice(index, 1);
}
