import { useSnapshot } from 'valtio';
import type { RoundView } from '../../../shared/worker-api';
import { mobileStore } from './mobile-store';

/** The worker's view of the open round (kept as a valtio ref, so it is the plain object, not a proxy). */
export function useRoundView(): RoundView {
  return useSnapshot(mobileStore).view as RoundView;
}
