// issue 34: what logout would delete that the server does not have yet, read in the transaction that may delete it.
import type { IDBPTransaction, StoreNames } from 'idb';
import type { UnsentItem } from '../../shared/contract';
import type { HweDb } from './schema';

export const UNSENT_STORES = ['rounds', 'photos', 'outbox', 'meteoDrafts', 'cache'] as const satisfies StoreNames<HweDb>[];
type UnsentTx = IDBPTransaction<HweDb, StoreNames<HweDb>[], IDBTransactionMode>;

export function meteoDraftId([mrId, staNumber, month]: readonly [string, string, string]): string {
  return `meteo:${mrId}/${staNumber}/${month}`;
}

/** Copies (every stored one, readable or not) with their photos and unsent uploads, and meteo drafts. */
export async function readUnsent(tx: UnsentTx): Promise<UnsentItem[]> {
  const rounds: unknown[] = await tx.objectStore('rounds').getAll();
  const photos: unknown[] = await tx.objectStore('photos').getAll();
  const tasks: unknown[] = await tx.objectStore('outbox').getAll();
  const drafts: unknown[] = await tx.objectStore('meteoDrafts').getAll();
  const groupNames = namesById((await tx.objectStore('cache').get('groupList')) as { groups?: unknown } | undefined);
  const copies = rounds.map(fieldsOf).map((round): UnsentItem => {
    const id = String(round.instanceId);
    return {
      id,
      kind: 'copy',
      name: text(round.mrName),
      savedTime: text(round.savedTime) || text(round.creationTime),
      photos: photos.map(fieldsOf).filter((photo) => photo.instanceId === id).length,
      uploads: tasks.map(fieldsOf).filter((task) => task.instanceId === id && task.state !== 'success').length,
    };
  });
  const meteo = drafts.map(fieldsOf).map(
    (draft): UnsentItem => ({
      id: meteoDraftId([text(draft.mrId), text(draft.staNumber), text(draft.month)]),
      kind: 'meteoDraft',
      name: groupNames.get(text(draft.mrId)) ?? '',
      detail: `${text(draft.staNumber)} ${text(draft.month)}`,
      savedTime: text(draft.savedTime),
      photos: 0,
      uploads: 0,
    }),
  );
  return [...copies, ...meteo];
}

function namesById(list: { groups?: unknown } | undefined): Map<string, string> {
  const groups = Array.isArray(list?.groups) ? list.groups.map(fieldsOf) : [];
  return new Map(groups.map((group) => [text(group.mrId), text(group.mrName)]));
}

function fieldsOf(record: unknown): Record<string, unknown> {
  return typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
