// spec archive.md §5 Archive images: shown for the last N days per config showArchiveImages (0 = off),
// with optional quality (0..100) and width.
import { subDays } from 'date-fns';
import { asDate } from '../format/date';

/** Images of a round created within the last `showArchiveImages` days are shown. */
export function areArchiveImagesShown(creationTime: string | undefined, showArchiveImages: number, now: Date): boolean {
  const created = asDate(creationTime);
  if (!created || !(showArchiveImages > 0)) return false;
  return created.getTime() >= subDays(now, showArchiveImages).getTime();
}

/**
 * The answer's header naming the stored photo's size in bytes (our server's extension, issue 36 item 4: the spec's image
 * size is the photo's, not the thumbnail's); a server without it answers the photo itself.
 */
export const PHOTO_SIZE_HEADER = 'X-Photo-Size';

/** Image request headers: X-Image-Quality only within 0..100, X-Image-Width only when positive. */
export function archiveImageHeaders(quality: number | undefined, width: number | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (typeof quality === 'number' && quality >= 0 && quality <= 100) headers['X-Image-Quality'] = String(Math.round(quality));
  if (typeof width === 'number' && width > 0) headers['X-Image-Width'] = String(Math.round(width));
  return headers;
}
