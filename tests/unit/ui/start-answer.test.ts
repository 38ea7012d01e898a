// issue 38 item 1 (first visit): the group selection's storage status and offline copies are asked by the start, once
// the worker runs; the screen's first load takes that answer instead of asking once React has rendered, later ones ask.
import { describe, expect, test } from 'vitest';
import { startAnswer } from '../../../src/ui/state/start-answer';

describe('a worker answer asked by the start (issue 38, first visit)', () => {
  test('the first take answers what the start asked, without asking again; a later take asks anew', async () => {
    let asked = 0;
    const answer = startAnswer(async () => ++asked);
    answer.askNow();
    expect(asked).toBe(1);
    await expect(answer.take()).resolves.toBe(1);
    expect(asked).toBe(1);
    await expect(answer.take()).resolves.toBe(2);
  });

  test('without the start\'s question a take asks; a failed start answer fails the take that takes it, not the start', async () => {
    let calls = 0;
    const answer = startAnswer(async () => {
      calls += 1;
      if (calls === 2) throw new Error('no storage');
      return calls;
    });
    await expect(answer.take()).resolves.toBe(1);
    answer.askNow();
    await expect(answer.take()).rejects.toThrow('no storage');
    await expect(answer.take()).resolves.toBe(3);
  });
});
