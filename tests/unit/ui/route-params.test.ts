import { describe, expect, test } from 'vitest';
import { decodeRouteSegment } from '../../../src/ui/app/route-params';

/** a link's segment (encodeURIComponent) as wouter matches it (the path decoded with decodeURI) */
const matchedSegment = (text: string) => decodeURI(encodeURIComponent(text));

describe('route parameters: a segment a link encoded reaches the screen decoded exactly once', () => {
  test.each([
    'Langzeit 2,5 Jahre',
    'Tour 2,5 / A&B 50%',
    '50% Regel',
    '100%25 sicher',
    'Grün?#1 a=b+c;d:e@f$g',
    'Pegel Innsbruck',
  ])('%s', (name) => {
    expect(decodeRouteSegment(matchedSegment(name))).toBe(name);
  });

  test('a hand-typed lower-case escape of a reserved character is decoded as well', () => {
    expect(decodeRouteSegment('A%2cB%2fC')).toBe('A,B/C');
  });
});
