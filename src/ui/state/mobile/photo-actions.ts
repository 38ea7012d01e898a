import { workerApi } from '../../worker-client';

/** A stored photo as an object URL (the caller revokes it). */
export async function photoObjectUrl(photoId: string): Promise<string> {
  const blob = await workerApi().getPhoto(photoId);
  return URL.createObjectURL(blob);
}
