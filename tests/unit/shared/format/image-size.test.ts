import { describe, expect, test } from 'vitest';
import { formatImageSize } from '../../../../src/shared/format/number';

describe('spec archive.md §2 Archive detail: image size in MB with one decimal', () => {
  test('MB with one decimal', () => {
    expect(formatImageSize(2_516_582)).toBe('2,4 MB');
    expect(formatImageSize(2_516_582, 'en')).toBe('2.4 MB');
    expect(formatImageSize(524_288)).toBe('0,5 MB');
  });
});
