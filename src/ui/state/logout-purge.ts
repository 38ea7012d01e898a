// Logout on a shared device (issue 10): the worker removes the user's data first; copies that are not posted are
// never dropped silently: logout waits until the user posts them or confirms their deletion by typing the name.
// issue 34: meteo drafts, photos and queued uploads are listed too.
import { ref } from 'valtio';
import { isWorkerError } from '../../shared/contract/errors';
import { workerApi } from '../worker-client';
import { store } from './store';

/** True when the device holds nothing of the user any more; false when unsent copies wait for the user's decision. */
export async function purgeBeforeLogout(confirmedDeletes: string[] = []): Promise<boolean> {
  try {
    await workerApi().purgePersonalData(confirmedDeletes);
    store.unsentAtLogout = undefined;
    return true;
  } catch (error) {
    if (isWorkerError(error) && error.code === 'UNSENT_COPIES') {
      store.unsentAtLogout = ref(await workerApi().listUnsent());
      return false;
    }
    // a broken storage must not keep the user logged in on a shared device
    console.warn('The personal data could not be removed before logout', error);
    return true;
  }
}

export function keepCopiesAndStay(): void {
  store.unsentAtLogout = undefined;
}
