// spec entry.md §9 photoMaxSize: larger photos are scaled down (longer side to the limit) and stored as JPEG.
import { statedSize } from './stated-size';

interface ScaleOptions {
  /** longest side in px; spec default 6000 */
  maxSize: number;
  /** JPEG quality 0..1; spec default 0.5 */
  quality: number;
}

/** The photo itself when it fits, else a JPEG whose longer side is maxSize. Runs in the worker (OffscreenCanvas). */
export async function scalePhoto(photo: Blob, { maxSize, quality }: ScaleOptions): Promise<Blob> {
  // a camera's EXIF orientation turns the photo, its longer side stays the same
  const stated = await statedSize(photo);
  if (stated && Math.max(stated.width, stated.height) <= maxSize) return photo;
  // from-image: the camera's EXIF orientation is applied, so a scaled photo stands the right way up
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const longer = Math.max(bitmap.width, bitmap.height);
    if (longer <= maxSize) return photo;
    const scale = maxSize / longer;
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2d context for scaling the photo');
    // Down to half size, plain bilinear ('low') reads every source pixel and is as close to a Lanczos scaling as
    // 'high', about 120 ms sooner at 4× on a 12 MP photo ('medium' and 'high' go through mipmaps); below half size it
    // skips pixels, so the mipmaps are worth their time (docs/performance.md, issue 13).
    context.imageSmoothingQuality = scale >= 0.5 ? 'low' : 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality });
  } finally {
    bitmap.close();
  }
}
