// Photos of offline rounds, kept until their round has been posted.
import { database } from './db';
import type { PhotoRecord } from './schema';

export async function writePhoto(photo: PhotoRecord): Promise<void> {
  const db = await database();
  const tx = db.transaction('photos', 'readwrite', { durability: 'strict' });
  await Promise.all([tx.store.put(photo), tx.done]);
}

export async function readPhoto(id: string): Promise<PhotoRecord | undefined> {
  return (await database()).get('photos', id);
}

export async function deletePhoto(id: string): Promise<void> {
  await (await database()).delete('photos', id);
}
