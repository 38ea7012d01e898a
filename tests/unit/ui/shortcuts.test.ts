import { describe, expect, test } from 'vitest';
import { NO_SEQUENCE, readKey, SEQUENCE_TIMEOUT_MS, typesCharacter, type SequenceState } from '../../../src/ui/app/shortcuts';

const NAVBAR = ['g h', 'g l', 'g a', 'g c', 'g p', '?'];

/** feeds keys at the given times; answers the bindings completed */
function type(keys: [string, number][], bindings = NAVBAR): string[] {
  let state: SequenceState = NO_SEQUENCE;
  const matches: string[] = [];
  for (const [key, atMs] of keys) {
    const result = readKey(state, key, atMs, bindings);
    state = result.state;
    if (result.match) matches.push(result.match);
  }
  return matches;
}

describe('spec archive.md §2 Navigation bar shortcuts, §9 shortcut sequence timeout 1 s', () => {
  test('the timeout is 1 s', () => {
    expect(SEQUENCE_TIMEOUT_MS).toBe(1000);
  });

  test('g then h, l, a, c or p within 1 s completes the sequence', () => {
    for (const letter of ['h', 'l', 'a', 'c', 'p']) {
      expect(type([['g', 0], [letter, 1000]])).toEqual([`g ${letter}`]);
    }
  });

  test('a second key later than 1 s after g does nothing', () => {
    expect(type([['g', 0], ['h', 1001]])).toEqual([]);
  });

  test('? alone opens help, also right after an unfinished g', () => {
    expect(type([['?', 0]])).toEqual(['?']);
    expect(type([['g', 0], ['?', 100]])).toEqual(['?']);
  });

  test('a letter without g, or after another letter, does nothing', () => {
    expect(type([['h', 0]])).toEqual([]);
    expect(type([['g', 0], ['x', 100], ['h', 200]])).toEqual([]);
  });

  test('g g h: the second g starts the sequence again', () => {
    expect(type([['g', 0], ['g', 900], ['h', 1800]])).toEqual(['g h']);
  });

  test('a late g starts a new sequence', () => {
    expect(type([['g', 0], ['g', 5000], ['a', 5500]])).toEqual(['g a']);
  });

  test('several sequences one after another', () => {
    expect(type([['g', 0], ['a', 100], ['g', 200], ['c', 300], ['?', 400]])).toEqual(['g a', 'g c', '?']);
  });
});

describe('spec entry.md §2 Mobile screens: g s / g e / g i / g u and F2, F7, F8 share the sequence reader', () => {
  const MOBILE = ['g s', 'g e', 'g i', 'g u', 'F2', 'F7', 'F8'];

  test('sequences and single function keys', () => {
    expect(type([['g', 0], ['e', 10], ['F8', 20], ['g', 30], ['u', 40]], MOBILE)).toEqual(['g e', 'F8', 'g u']);
  });

  test('character keys are left to text fields, function keys are not', () => {
    expect(typesCharacter('g')).toBe(true);
    expect(typesCharacter('?')).toBe(true);
    expect(typesCharacter('F2')).toBe(false);
    expect(typesCharacter('F8')).toBe(false);
  });
});
