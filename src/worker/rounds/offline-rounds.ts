// spec entry.md §4 offline round lifecycle: create, save, list, delete; §5/§8 the internal errors.
import type { MrId } from '../../shared/contract/ids';
import type { Group, OfflineRoundFile } from '../../shared/schema/group';
import { asInstanceId, type InstanceId } from '../../shared/contract/ids';
import type { OfflineRound, OfflineRoundSummary, RoundView, RoundViewUpdate, WorkerError } from '../../shared/contract';
import { violationOf } from '../../shared/schema/check';
import { StoredRoundSchema } from '../../shared/schema/stored';
import { currentSettings } from '../session/current-settings';
import { DELETION_NAME_MISMATCH_MESSAGE, deletionConfirmation, isDeletionNameConfirmed } from '../../shared/rules/deletion';
import { workerError } from '../http/worker-error';
import { readAllRounds, readAllRoundsChecked, readRound, replaceRounds, updateRound } from '../store/rounds-store';
import { hasEntryKeys } from '../store/entry-keys';
import { currentOwner, ownerField } from '../store/owner';
import { unreadableRecords } from '../store/stored-records';
import { findGroupByName, forEntry, loadGroup } from './load-group';
import { roundSummary, roundView } from './round-view';
import { viewUpdate } from './view-updates';

/** A new copy's id (a uuid). */
export function newInstanceId(): InstanceId {
  return asInstanceId(crypto.randomUUID());
}

/** spec entry.md §4: new uuid, creationTime now, team emptied. */
function offlineCopy(group: Group, now = new Date()): OfflineRound {
  return { ...group, instanceId: newInstanceId(), creationTime: now.toISOString(), mrTeam: '', printed: false };
}

export async function createOfflineRound(mrId: MrId, { onlineEntry = false } = {}): Promise<RoundView> {
  const copy = offlineCopy(await loadGroup(mrId));
  const round = await storeRound(onlineEntry ? { ...copy, onlineEntry } : copy);
  return roundView(round, await currentSettings());
}

export async function getOfflineRound(instanceId: string): Promise<RoundView> {
  const round = await readRound(instanceId);
  if (!round) throw missingRound(instanceId);
  return roundView(hasEntryKeys(round) ? round : await storeEntryKeys(round), await currentSettings());
}

/** issue 13: the view for the UI of the open copy, as what changed since its view of version `base`. */
export async function getRoundUpdate(instanceId: string, base: number | undefined): Promise<RoundViewUpdate> {
  return viewUpdate(await getOfflineRound(instanceId), base);
}

/** A copy stored before rows had keys gets them now, so its rows can be edited (updateRound gives them). */
function storeEntryKeys(round: OfflineRound): Promise<OfflineRound> {
  return updateRound(round.instanceId, (stored) => stored ?? round);
}

export async function listOfflineRounds(): Promise<OfflineRoundSummary[]> {
  const rounds = await readAllRounds();
  return rounds.sort((a, b) => b.creationTime.localeCompare(a.creationTime)).map(roundSummary);
}

/**
 * issue 14: stored copies that do not match their schema (kept stored, left out of the list), and the other stored
 * records found unreadable so far (cached groups, history, transfers, photos, documents, maps, cached answers).
 */
export async function listUnreadableRecords(): Promise<WorkerError[]> {
  return [...(await readAllRoundsChecked()).skipped, ...unreadableRecords()];
}

export async function deleteOfflineRounds(instanceIds: InstanceId[]): Promise<void> {
  await replaceRounds(instanceIds, []);
}

/** spec entry.md §5: a copy with a complete station is deleted only when its name was typed exactly. */
export async function deleteRound(instanceId: InstanceId, typedName?: string): Promise<void> {
  const round = await readRound(instanceId);
  if (!round) throw missingRound(instanceId);
  if (deletionConfirmation(round.entries) === 'typeName' && !isDeletionNameConfirmed(typedName, round.mrName)) {
    throw workerError('DELETE_NAME_MISMATCH', DELETION_NAME_MISMATCH_MESSAGE);
  }
  await deleteOfflineRounds([instanceId]);
}

/**
 * spec entry.md §3/§5 offline round file: the type marker LocalMeasureRound and an entries list are
 * required, at least one entry, and a group of that name must exist. The file's instanceId is kept
 * (posting it again stays idempotent); a file without one gets a new id.
 */
export async function importOfflineRoundFile(file: Blob | string): Promise<RoundView> {
  const text = typeof file === 'string' ? file : await file.text();
  let parsed: Partial<OfflineRoundFile>;
  try {
    parsed = JSON.parse(text) as Partial<OfflineRoundFile>;
  } catch {
    throw workerError('NOT_A_ROUND_FILE', 'The file is not a JSON offline round');
  }
  if (parsed.type !== 'LocalMeasureRound' || !Array.isArray(parsed.entries)) {
    throw workerError('NOT_A_ROUND_FILE', 'The file is not an offline round (type LocalMeasureRound with entries expected)');
  }
  if (parsed.entries.length === 0) throw workerError('NO_ENTRIES', 'Expecting at least one entry');
  const group = await findGroupByName(parsed.mrName ?? '');
  const { type: _type, ...content } = parsed as OfflineRoundFile;
  const round = forEntry({ ...group, ...content, mrId: content.mrId ?? group.mrId, mrGroup: content.mrGroup ?? group.mrGroup });
  const imported = { ...round, instanceId: content.instanceId ? asInstanceId(content.instanceId) : newInstanceId(), creationTime: content.creationTime ?? new Date().toISOString() };
  // issue 14: what would read back as an unreadable copy is refused now, naming the field
  const violation = violationOf(StoredRoundSchema, imported);
  if (violation) throw workerError('NOT_A_ROUND_FILE', `The file's round does not match: ${violation.field || 'the round'} ${violation.message}`, { field: violation.field });
  return roundView(await storeRound(imported), await currentSettings());
}

/** Stores a whole copy as the device user's (issue 34). */
export async function storeRound(round: OfflineRound): Promise<OfflineRound> {
  const owner = ownerField(await currentOwner());
  return updateRound(round.instanceId, () => ({ ...round, ...owner, savedTime: new Date().toISOString() }));
}

/** spec entry.md §8 'Group ... does not exist!' for a missing offline group */
export function missingRound(instanceId: string) {
  return workerError('GROUP_NOT_FOUND', `Group ${instanceId} does not exist!`);
}
