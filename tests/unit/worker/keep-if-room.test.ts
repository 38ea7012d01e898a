// issue 10 storage full: a server answer kept for offline use is best effort; a full storage must not hide the answer.
import { describe, expect, test } from 'vitest';
import { toWorkerError } from '../../../src/worker/http/worker-error';
import { keepIfRoom } from '../../../src/worker/store/quota';

const full = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

describe('issue 10 storage full', () => {
  test('a write refused for quota answers false; another failure is thrown; a write that fits answers true', async () => {
    expect(await keepIfRoom(full)).toBe(false);
    await expect(keepIfRoom(() => Promise.reject(new DOMException('broken', 'UnknownError')))).rejects.toMatchObject({ name: 'UnknownError' });
    expect(await keepIfRoom(() => Promise.resolve())).toBe(true);
  });

  test('a quota failure of an edit leaves the worker as QUOTA_EXCEEDED with the German explanation key', async () => {
    const error = await full().catch((reason: unknown) => toWorkerError(reason, 'UNEXPECTED'));
    expect(error).toMatchObject({ code: 'QUOTA_EXCEEDED', messageKey: 'errors.quotaExceeded' });
  });
});
