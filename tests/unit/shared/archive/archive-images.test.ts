import { describe, expect, test } from 'vitest';
import { archiveImageHeaders, areArchiveImagesShown } from '../../../../src/shared/rules/archive-images';

describe('spec archive.md §5 Archive images: shown for the last N days per showArchiveImages, quality 0..100 and width', () => {
  const now = new Date('2025-04-14T12:00:00Z');

  test('within the last N days only; 0 turns images off', () => {
    expect(areArchiveImagesShown('2025-04-05T12:00:00Z', 10, now)).toBe(true);
    expect(areArchiveImagesShown('2025-04-03T12:00:00Z', 10, now)).toBe(false);
    expect(areArchiveImagesShown('2025-04-14T08:00:00Z', 0, now)).toBe(false);
    expect(areArchiveImagesShown(undefined, 10, now)).toBe(false);
  });

  test('optional X-Image-Quality (0..100) and X-Image-Width headers', () => {
    expect(archiveImageHeaders(60, 800)).toEqual({ 'X-Image-Quality': '60', 'X-Image-Width': '800' });
    expect(archiveImageHeaders(0, undefined)).toEqual({ 'X-Image-Quality': '0' });
    expect(archiveImageHeaders(101, 0)).toEqual({});
  });
});
