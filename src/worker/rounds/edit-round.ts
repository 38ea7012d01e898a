// Edit intents: applied and committed to IndexedDB (strict durability) before the new view is returned.
import type { RoundEdit, RoundView } from '../../shared/worker-api';
import { currentSettings } from '../config/current-settings';
import { updateRound } from '../store/rounds-store';
import { applyEdit } from './apply-edit';
import { missingRound } from './offline-rounds';
import { roundView } from './round-view';

export async function editRound(instanceId: string, edits: RoundEdit[]): Promise<RoundView> {
  const now = new Date();
  const round = await updateRound(instanceId, (stored) => {
    if (!stored) throw missingRound(instanceId);
    return { ...edits.reduce((current, edit) => applyEdit(current, edit, now), stored), savedTime: now.toISOString() };
  });
  return roundView(round, await currentSettings(), now);
}
