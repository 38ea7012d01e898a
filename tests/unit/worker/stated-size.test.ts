// spec entry.md §9 photoMaxSize: whether a photo fits is read from its header (src/worker/photos/stated-size.ts).
import { describe, expect, test } from 'vitest';
import { statedSize } from '../../../src/worker/photos/stated-size';

const uint16 = (value: number) => [value >> 8, value & 0xff];
const uint32 = (value: number) => [...uint16(value >>> 16), ...uint16(value & 0xffff)];
/** a JPEG segment: marker, length (itself included) and `length - 2` bytes */
const segment = (marker: number, bytes: number) => [0xff, marker, ...uint16(bytes + 2), ...new Array<number>(bytes).fill(0)];
/** a JPEG start of frame: precision, height, width, one component */
const frame = (marker: number, width: number, height: number) => [0xff, marker, 0, 11, 8, ...uint16(height), ...uint16(width), 1, 1, 0x11, 0];
const SOI = [0xff, 0xd8];
const jpeg = (...parts: number[][]) => new Blob([new Uint8Array([...SOI, ...parts.flat(), 0xff, 0xda])], { type: 'image/jpeg' });

describe('spec entry.md §9 photoMaxSize: the size a photo states', () => {
  test("a camera JPEG's frame header after its EXIF (up to 64 KB) and ICC segments", async () => {
    const photo = jpeg(segment(0xe0, 14), segment(0xe1, 65_533), segment(0xe2, 3_000), segment(0xdb, 130), frame(0xc0, 4032, 3024));
    expect(await statedSize(photo)).toEqual({ width: 4032, height: 3024 });
  });

  test('progressive and other frame kinds, and fill bytes before a marker', async () => {
    expect(await statedSize(jpeg(segment(0xc4, 28), frame(0xc2, 8000, 6000)))).toEqual({ width: 8000, height: 6000 });
    expect(await statedSize(jpeg([0xff, 0xff], frame(0xc1, 640, 480)))).toEqual({ width: 640, height: 480 });
  });

  test("a PNG's IHDR", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...uint32(13), 0x49, 0x48, 0x44, 0x52, ...uint32(7200), ...uint32(1200), 8, 2, 0, 0, 0]);
    expect(await statedSize(new Blob([png]))).toEqual({ width: 7200, height: 1200 });
  });

  test('nothing for another format, a broken segment chain, a frame of size 0 or a frame beyond the first 256 KB', async () => {
    expect(await statedSize(new Blob([new TextEncoder().encode('GIF89a')]))).toBeUndefined();
    expect(await statedSize(jpeg([0x12, 0x34], frame(0xc0, 640, 480)))).toBeUndefined();
    expect(await statedSize(jpeg(frame(0xc0, 0, 480)))).toBeUndefined();
    const manySegments = Array.from({ length: 5 }, () => segment(0xe2, 65_000));
    expect(await statedSize(jpeg(...manySegments, frame(0xc0, 640, 480)))).toBeUndefined();
  });
});
