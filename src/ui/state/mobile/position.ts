// The device position, for the distance sort and the station location (spec entry.md §8: a failed lookup warns for 5 s).
import type { Location } from '../../../shared/schema/remark';
import { addAlert, dismissAlert } from '../alerts';
import { store } from '../store';
import { mobileStore } from './mobile-store';

const POSITION_ALERT_MS = 5000;

/** The position with high accuracy; undefined (after the spec's warning) when it cannot be had. */
export function currentPosition(): Promise<Location | undefined> {
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => {
        addAlert({ type: 'alert-warning', msg: 'mobile.positionError', params: { error: error.message } });
        const id = store.alerts.at(-1)?.id;
        if (id !== undefined) setTimeout(() => dismissAlert(id), POSITION_ALERT_MS);
        resolve(undefined);
      },
      { enableHighAccuracy: true, timeout: 20_000 },
    );
  });
}

export async function sortByDistance(): Promise<void> {
  const position = await currentPosition();
  if (position) mobileStore.list.position = position;
}
