// Issue 13, the app starts fast on a slow network: at the start, config and server info do not wait for a server that
// neither answers nor fails; after START_ANSWER_WAIT_MS (3 s) the copy stored at the last start is used. Without a
// stored copy there is nothing to start with, so the answer is waited for.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { START_ANSWER_WAIT_MS, storedIfSlow } from '../../../src/worker/session/stored-if-slow';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** a request whose answer the test gives */
function pending<T>() {
  let answer!: (value: T) => void;
  let refuse!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

/** what the promise has settled to so far */
function settled<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown } = {};
  promise.then(
    (value) => (state.value = value),
    (error: unknown) => (state.error = error),
  );
  return state;
}

describe('issue 13: config and server info at the start on a slow network', () => {
  test('an answer within the wait is used; the stored copy is not read', async () => {
    const request = pending<string>();
    const stored = vi.fn(async () => 'stored');
    const result = settled(storedIfSlow(request.promise, stored));
    await vi.advanceTimersByTimeAsync(START_ANSWER_WAIT_MS - 1);
    request.answer('fresh');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.value).toBe('fresh');
    await vi.advanceTimersByTimeAsync(START_ANSWER_WAIT_MS);
    expect(stored).not.toHaveBeenCalled();
  });

  test('no answer within the wait: the stored copy, once the wait is over', async () => {
    const request = pending<string>();
    const result = settled(storedIfSlow(request.promise, async () => 'stored'));
    await vi.advanceTimersByTimeAsync(START_ANSWER_WAIT_MS - 1);
    expect(result).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(result.value).toBe('stored');
    request.answer('fresh');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toBe('stored');
  });

  test('no answer and no stored copy: the answer is waited for, however long it takes', async () => {
    const request = pending<string>();
    const result = settled(storedIfSlow(request.promise, async () => undefined));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(result).toEqual({});
    request.answer('fresh');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toBe('fresh');
  });

  test('a refusal within the wait is passed on (e.g. not logged in), not replaced by the stored copy', async () => {
    const request = pending<string>();
    const result = settled(storedIfSlow(request.promise, async () => 'stored'));
    request.refuse({ code: 'NOT_LOGGED_IN' });
    await vi.advanceTimersByTimeAsync(START_ANSWER_WAIT_MS);
    expect(result).toEqual({ error: { code: 'NOT_LOGGED_IN' } });
  });
});
