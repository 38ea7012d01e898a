// Which copy each online screen edits. Written with strict durability: a lost record would hide a copy with readings.
import { StoredOnlineSessionSchema } from '../../shared/schema/stored';
import { parseRecord } from '../http/parse-answer';
import { database } from './db';
import type { OnlineSessionRecord } from './schema';

/** The screen's record; INVALID_RECORD when it does not match its schema. */
export async function readOnlineSession(session: string): Promise<OnlineSessionRecord | undefined> {
  const record: unknown = await (await database()).get('onlineSessions', session);
  return record === undefined ? undefined : parseRecord(StoredOnlineSessionSchema, record, `online session ${session}`);
}

export async function writeOnlineSessions(records: OnlineSessionRecord[]): Promise<void> {
  const tx = (await database()).transaction('onlineSessions', 'readwrite', { durability: 'strict' });
  await Promise.all([...records.map((record) => tx.store.put(record)), tx.done]);
}

export async function deleteOnlineSession(session: string): Promise<void> {
  const tx = (await database()).transaction('onlineSessions', 'readwrite', { durability: 'strict' });
  await Promise.all([tx.store.delete(session), tx.done]);
}
