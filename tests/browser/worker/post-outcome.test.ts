// issue 32: any 2xx answer to a round post is success, with any or no body, and nothing is posted twice after one.
// issue 34: a correction after a lost answer is never lost silently: while the outcome of a post is unknown the copy
// is locked, and the next try asks the server first whether it holds the round (then the copy settles as posted) or
// not (then it is posted now); a stalled post ends on its time limit or on cancel. Real worker, real server, faults
// from the fault proxy.
import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { completedRoundOnServer, editedRoundView, storedRoundView, transfersOf } from './round-helpers';
import { filledCopy, storedValues } from './transfer-helpers';
import { stopWorkersAfterEachTest } from './start-worker';

stopWorkersAfterEachTest();

const POST_UNSETTLED = { code: 'POST_UNSETTLED', messageKey: 'mobile.postUnsettled' };

describe('issue 32 the round post answer: any 2xx is success, never posted twice after one', () => {
  test('a 201 with no body (the spec\'s answer): success with the count of entries sent and no note, one request, the copy gone', async () => {
    const { server, worker, instanceId, postPath } = await filledCopy('no-body');
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'no-body' });
    expect(await worker.api.postRound(instanceId)).toEqual({ count: 1 });
    expect(await server.requestCount('POST', postPath)).toBe(1);
    expect(await worker.api.listOfflineRounds()).toEqual([]);
    expect((await completedRoundOnServer(instanceId)).status).toBe(200);
  });

  test('a 200 whose body is no post answer is success too: one request, no second try', async () => {
    const { server, worker, instanceId, postPath } = await filledCopy('foreign-body');
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'answer', body: '"OK"' });
    expect(await worker.api.postRound(instanceId)).toEqual({ count: 1, answerUnread: true });
    expect(await server.requestCount('POST', postPath)).toBe(1);
    expect(await worker.api.listOfflineRounds()).toEqual([]);
  });

  test('a readable answer gives the server count and no note', async () => {
    const { worker, instanceId } = await filledCopy('readable-answer');
    expect(await worker.api.postRound(instanceId)).toEqual({ count: 1 });
  });
});

describe('issue 34 a correction after a lost answer is never lost silently', () => {
  test('the server stored the post, the answer was cut on both tries: the copy is locked, the correction refused, posting again settles it', async () => {
    const { server, worker, instanceId, view, row, entryKey, postPath } = await filledCopy('cut-twice');
    const typed = view.round.entries[row].value;
    await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'cut' });
    // the test page reaches the proxy through Vite's dev proxy, which answers a cut connection with a 5xx
    await expect(worker.api.postRound(instanceId)).rejects.toSatisfy((error: { code: string; status?: number }) => error.code === 'NETWORK' || (error.status ?? 0) >= 500);
    expect(await server.requestCount('POST', postPath)).toBe(2);
    expect(await transfersOf(worker.api, instanceId)).toEqual([expect.objectContaining({ kind: 'body', state: 'error', attempts: 2, unsettled: true })]);
    expect(await storedValues(instanceId, view.round.entries[row].tsId)).toEqual([typed]);

    // the correction 221 → 229 of the issue: refused while the server may hold the first version under this instanceId
    await expect(editedRoundView(worker.api, instanceId, [{ kind: 'entry', entryKey, patch: { value: Number(typed) + 8 } }])).rejects.toMatchObject(POST_UNSETTLED);
    expect((await storedRoundView(worker.api, instanceId)).round.entries[row].value).toBe(typed);

    // the next try asks the server first: it holds the round, so nothing is sent again and the copy leaves the device
    expect(await worker.api.postRound(instanceId)).toEqual({ count: 1, earlierTry: 'arrived' });
    expect(await server.requestCount('GET', apiPaths.completedRound(instanceId))).toBe(1);
    expect(await server.requestCount('POST', postPath)).toBe(2);
    expect(await worker.api.listOfflineRounds()).toEqual([]);
    expect(await storedValues(instanceId, view.round.entries[row].tsId)).toEqual([typed]);
  }, 30_000);

  test('a 500 on both tries leaves the outcome unknown as well: locked; the server stored it, so the next try settles it as posted', async () => {
    const { server, worker, instanceId, entryKey, postPath } = await filledCopy('500-twice');
    await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'after-forward' });
    await expect(worker.api.postRound(instanceId)).rejects.toMatchObject({ code: 'HTTP', status: 500 });
    await expect(editedRoundView(worker.api, instanceId, [{ kind: 'entry', entryKey, patch: { value: 1 } }])).rejects.toMatchObject(POST_UNSETTLED);
    expect(await worker.api.postRound(instanceId)).toEqual({ count: 1, earlierTry: 'arrived' });
    expect(await server.requestCount('POST', postPath)).toBe(2);
  }, 30_000);

  test('issue 34 item "the next try asks the server first": a post that never reached the server (500 before it, twice) is asked for, not found, and posted now', async () => {
    const { server, worker, instanceId, view, row, postPath } = await filledCopy('never-arrived');
    await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'refuse' });
    await expect(worker.api.postRound(instanceId)).rejects.toMatchObject({ code: 'HTTP', status: 500 });
    expect((await completedRoundOnServer(instanceId)).status).toBe(404);

    expect(await worker.api.postRound(instanceId)).toEqual({ count: 1, earlierTry: 'lost' });
    expect(await server.requestCount('GET', apiPaths.completedRound(instanceId))).toBe(1);
    expect(await server.requestCount('POST', postPath)).toBe(3);
    expect(await worker.api.listOfflineRounds()).toEqual([]);
    expect(await storedValues(instanceId, view.round.entries[row].tsId)).toHaveLength(1);
  }, 30_000);

  test('issue 34 item "the next try asks the server first": when the ask tells nothing (403, a server without the call) the body is sent again and the digest answers duplicate', async () => {
    const { server, worker, instanceId, view, row, postPath } = await filledCopy('ask-refused');
    await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'cut' });
    await expect(worker.api.postRound(instanceId)).rejects.toHaveProperty('code');
    await server.failNext({ method: 'GET', path: apiPaths.completedRound(instanceId), times: 1, mode: 'refuse', status: 403 });

    expect(await worker.api.postRound(instanceId)).toEqual({ count: 1, earlierTry: 'arrived' });
    expect(await server.requestCount('GET', apiPaths.completedRound(instanceId))).toBe(1);
    expect(await server.requestCount('POST', postPath)).toBe(3);
    expect(await storedValues(instanceId, view.round.entries[row].tsId)).toHaveLength(1);
  }, 30_000);
});

describe('issue 34 every post has a time limit and a cancel', () => {
  test('a post the network holds ends on its time limit after each of the two tries (TIMEOUT, outcome unknown); the next try settles it', async () => {
    const stallMs = 1500;
    const { server, worker, instanceId, view, row, entryKey, postPath } = await filledCopy('stalled', { transferStallMs: stallMs });
    await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'hold' });
    const begin = Date.now();
    await expect(worker.api.postRound(instanceId)).rejects.toMatchObject({ code: 'TIMEOUT', messageKey: 'errors.timeout' });
    expect(Date.now() - begin).toBeGreaterThanOrEqual(2 * stallMs + 5000);
    expect(await transfersOf(worker.api, instanceId)).toEqual([expect.objectContaining({ kind: 'body', state: 'error', attempts: 2, unsettled: true })]);
    await expect(editedRoundView(worker.api, instanceId, [{ kind: 'entry', entryKey, patch: { value: 1 } }])).rejects.toMatchObject(POST_UNSETTLED);

    // the held requests never reached the server: the next try asks, does not find the round and posts it now
    expect(await worker.api.postRound(instanceId)).toEqual({ count: 1, earlierTry: 'lost' });
    expect(await server.requestCount('POST', postPath)).toBe(3);
    expect(await worker.api.listOfflineRounds()).toEqual([]);
    expect(await storedValues(instanceId, view.round.entries[row].tsId)).toHaveLength(1);
    await server.release();
  }, 30_000);

  test('cancel ends the running post at once without a second try; the copy stays locked until posted again', async () => {
    const { server, worker, instanceId, entryKey, postPath } = await filledCopy('cancelled');
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'hold' });
    const posting = worker.api.postRound(instanceId);
    await expect.poll(() => server.requestCount('POST', postPath)).toBe(1);
    await worker.api.cancelPost(instanceId);
    await expect(posting).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(await transfersOf(worker.api, instanceId)).toEqual([expect.objectContaining({ kind: 'body', state: 'error', attempts: 1, unsettled: true })]);
    await expect(editedRoundView(worker.api, instanceId, [{ kind: 'entry', entryKey, patch: { value: 1 } }])).rejects.toMatchObject(POST_UNSETTLED);
    expect(await server.requestCount('POST', postPath)).toBe(1);

    expect(await worker.api.postRound(instanceId)).toEqual({ count: 1, earlierTry: 'lost' });
    expect(await server.requestCount('POST', postPath)).toBe(2);
    expect(await worker.api.listOfflineRounds()).toEqual([]);
    await server.release();
  }, 30_000);
});
