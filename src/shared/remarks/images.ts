// spec entry.md §3 Remark: photos are added or deleted by index
import type { Remark } from '../schema/remark';

export function addImage(remark: Remark | undefined, imageId: string, imageURL?: string): Remark {
  const images = [...(remark?.images ?? []), imageId];
  const imageURLs = imageURL === undefined ? remark?.imageURLs : [...(remark?.imageURLs ?? []), imageURL];
  return { ...remark, images, ...(imageURLs ? { imageURLs } : {}) };
}

/** Removes the photo at `index` from the ids and, where present, the parallel URLs. */
export function removeImage(remark: Remark, index: number): Remark {
  const without = <T>(list: T[] | undefined) => list?.filter((_item, i) => i !== index);
  return { ...remark, images: without(remark.images), ...(remark.imageURLs ? { imageURLs: without(remark.imageURLs) } : {}) };
}
