// The pixel size a JPEG or PNG photo states in its header, read without decoding the photo: a 12 MP camera photo
// decoded only to learn that it fits photoMaxSize took about a third of a second at 4× and 48 MB (docs/performance.md).

interface StatedSize {
  width: number;
  height: number;
}

/** the EXIF and ICC segments before a JPEG's frame header are at most 64 KB each */
const HEAD_BYTES = 256 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers: 0xC0–0xCF except DHT (C4), JPG (C8) and DAC (CC) */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The width and height the photo's header states; undefined for another format or a header that cannot be read. */
export async function statedSize(photo: Blob): Promise<StatedSize | undefined> {
  const head = new DataView(await photo.slice(0, HEAD_BYTES).arrayBuffer());
  if (head.byteLength >= 24 && PNG_SIGNATURE.every((byte, index) => head.getUint8(index) === byte)) {
    return positive(head.getUint32(16), head.getUint32(20));
  }
  if (head.byteLength < 4 || head.getUint16(0) !== 0xffd8) return undefined;
  for (let offset = 2; offset + 9 <= head.byteLength; ) {
    if (head.getUint8(offset) !== 0xff) return undefined;
    const marker = head.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // a fill byte before the marker
      continue;
    }
    if (isStartOfFrame(marker)) return positive(head.getUint16(offset + 7), head.getUint16(offset + 5));
    offset += 2 + head.getUint16(offset + 2);
  }
  return undefined;
}

const positive = (width: number, height: number): StatedSize | undefined => (width > 0 && height > 0 ? { width, height } : undefined);
