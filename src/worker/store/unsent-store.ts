// issue 34: what logout would delete that the server does not have yet, read in the transaction that may delete it.
import type { IDBPTransaction, StoreNames } from 'idb';
import type { UnsentItem } from '../../shared/contract';
import type { HweDb } from './schema';
import { isVisibleTo } from './owner';

export const UNSENT_STORES = ['rounds', 'photos', 'outbox', 'meteoDrafts', 'cache'] as const satisfies StoreNames<HweDb>[];
type UnsentTx = IDBPTransaction<HweDb, StoreNames<HweDb>[], IDBTransactionMode>;

export function meteoDraftId([mrId, staNumber, month]: readonly [string, string, string]): string {
  return `meteo:${mrId}/${staNumber}/${month}`;
}

/** The copies of `owner` (every stored one, readable or not) with their photos and unsent uploads, and their meteo drafts. */
export async function readUnsent(tx: UnsentTx, owner: string | null | undefined): Promise<UnsentItem[]> {
  const rounds = ((await tx.objectStore('rounds').getAll()) as unknown[]).filter((round) => isVisibleTo(round, owner));
  const photos: unknown[] = await tx.objectStore('photos').getAll();
  const tasks: unknown[] = await tx.objectStore('outbox').getAll();
  const drafts = ((await tx.objectStore('meteoDrafts').getAll()) as unknown[]).filter((draft) => isVisibleTo(draft, owner));
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
