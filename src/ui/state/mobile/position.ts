// The device position for the distance sort (spec entry.md §8: a failed lookup warns for 5 s).
import { addAlert, dismissAlert } from '../alerts';
import { store } from '../store';
import { mobileStore } from './mobile-store';

export const POSITION_ALERT_MS = 5000;

export function sortByDistance(): void {
  navigator.geolocation.getCurrentPosition(
    (position) => {
      mobileStore.list.position = { latitude: position.coords.latitude, longitude: position.coords.longitude };
    },
    (error) => {
      addAlert({ type: 'alert-warning', msg: 'mobile.positionError', params: { error: error.message } });
      const id = store.alerts.at(-1)?.id;
      if (id !== undefined) setTimeout(() => dismissAlert(id), POSITION_ALERT_MS);
    },
    { enableHighAccuracy: true, timeout: 20_000 },
  );
}
