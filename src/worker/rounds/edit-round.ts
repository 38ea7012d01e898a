// Edit intents: applied and committed to IndexedDB (strict durability) before the new view is returned.
import type { RoundEdit, RoundView, RoundViewUpdate } from '../../shared/contract';
import { currentSettings } from '../session/current-settings';
import { updateRound } from '../store/rounds-store';
import { applyEdit } from './apply-edit';
import { missingRound } from './offline-rounds';
import { roundView } from './round-view';
import { viewUpdate } from './view-updates';

export function editRound(instanceId: string, edits: RoundEdit[]): Promise<RoundView> {
  return storeEdits(instanceId, edits);
}

/**
 * issue 13: the edit answered as what changed since the UI's view of version `base`; this tab's subscription to the
 * copy reads nothing for it (the answer is its view).
 */
export async function editRoundUpdate(instanceId: string, edits: RoundEdit[], base: number | undefined): Promise<RoundViewUpdate> {
  return viewUpdate(await storeEdits(instanceId, edits, { viewAnswered: true }), base);
}

async function storeEdits(instanceId: string, edits: RoundEdit[], options?: { viewAnswered: boolean }): Promise<RoundView> {
  const now = new Date();
  const round = await updateRound(
    instanceId,
    (stored) => {
      if (!stored) throw missingRound(instanceId);
      return { ...edits.reduce((current, edit) => applyEdit(current, edit, now), stored), savedTime: now.toISOString() };
    },
    options,
  );
  return roundView(round, await currentSettings(), now);
}
