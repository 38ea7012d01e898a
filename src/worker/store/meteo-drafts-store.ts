// Draft rows of the meteo tables. Every write is committed with strict durability before the caller hears "saved".
import type { MeteoDraftKey } from '../../shared/worker-api';
import { database } from './db';
import type { MeteoDraftRecord } from './schema';

function recordKey({ mrId, staNumber, month }: MeteoDraftKey): [string, string, string] {
  return [mrId, staNumber, month];
}

export async function readMeteoDraft(key: MeteoDraftKey): Promise<MeteoDraftRecord | undefined> {
  return (await database()).get('meteoDrafts', recordKey(key));
}

export async function writeMeteoDraft(record: MeteoDraftRecord): Promise<void> {
  const tx = (await database()).transaction('meteoDrafts', 'readwrite', { durability: 'strict' });
  await Promise.all([tx.store.put(record), tx.done]);
}

export async function deleteMeteoDraft(key: MeteoDraftKey): Promise<void> {
  const tx = (await database()).transaction('meteoDrafts', 'readwrite', { durability: 'strict' });
  await Promise.all([tx.store.delete(recordKey(key)), tx.done]);
}
