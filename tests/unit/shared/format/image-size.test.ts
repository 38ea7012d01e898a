import { describe, expect, test } from 'vitest';
import { formatImageSize } from '../../../../src/shared/format/number';

describe('spec archive.md §2 Archive detail: image size in MB with one decimal', () => {
  test('MB with one decimal', () => {
    expect(formatImageSize(2_516_582)).toBe('2,4 MB');
    expect(formatImageSize(2_516_582, 'en')).toBe('2.4 MB');
    expect(formatImageSize(524_288)).toBe('0,5 MB');
  });

  test('issue 36 item 4: a small photo never reads in many decimals; a 2.7 MB photo reads 2,7 MB', () => {
    expect(formatImageSize(325)).toBe('< 0,1 MB');
    expect(formatImageSize(325, 'en')).toBe('< 0.1 MB');
    expect(formatImageSize(52_429)).toBe('0,1 MB');
    expect(formatImageSize(2.7 * 1024 * 1024)).toBe('2,7 MB');
    expect(formatImageSize(0)).toBe('0,0 MB');
  });
});
