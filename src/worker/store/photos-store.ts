// Photos of offline rounds, kept until their round has been posted; checked when read (issue 14).
import { database } from './db';
import { StoredPhotoSchema } from '../../shared/schema/stored';
import type { PhotoRecord } from './schema';
import { parseStored } from './stored-records';

export async function writePhoto(photo: PhotoRecord): Promise<void> {
  const db = await database();
  const tx = db.transaction('photos', 'readwrite', { durability: 'strict' });
  await Promise.all([tx.store.put(photo), tx.done]);
}

/** The stored photo; undefined when none is stored or its record does not match its schema (reported). */
export async function readPhoto(id: string): Promise<PhotoRecord | undefined> {
  const record: unknown = await (await database()).get('photos', id);
  return record === undefined ? undefined : parseStored(StoredPhotoSchema, record, `stored photo ${id}`);
}

export async function deletePhoto(id: string): Promise<void> {
  await (await database()).delete('photos', id);
}
