// issue 10: the worker pushes views (subscribe with a Comlink proxy); a change in one tab reaches the other tabs'
// views; posts of one copy are serialised across tabs (Web Locks), so two tabs never send the same post twice.
import { describe, expect, test } from 'vitest';
import type { Topic } from '../../../src/shared/contract';
import { followTopic } from './push-helpers';
import { startWorker, stopWorkersAfterEachTest, type StartedWorker } from './start-worker';
import { filledCopy, valuesStoredFor } from './transfer-helpers';
import { viewsOf } from './view-updates';
import { editedRoundView, transfersOf } from './round-helpers';

stopWorkersAfterEachTest();

const follow = <T extends Topic>(tab: StartedWorker, topic: T) => followTopic(tab.api, topic);

describe('issue 10 push channel: a change in one tab reaches the other tab', () => {
  test('an edit in tab B is pushed to tab A subscribed to the copy; a post in B pushes its transfers and then the copy gone', async () => {
    const { server, databaseName, worker: tabA, instanceId, row, entryKey } = await filledCopy('push-two-tabs');
    const tabB = await startWorker({ databaseName, apiBase: server.apiBase });
    const { views: updates } = await follow(tabA, { kind: 'round', instanceId });
    const views = viewsOf(updates);
    const { views: transfers } = await follow(tabA, { kind: 'transfers', instanceId });
    // the current view arrives at once
    expect(updates).toEqual([expect.objectContaining({ kind: 'whole' })]);
    expect(transfers).toEqual([[]]);

    await editedRoundView(tabB.api, instanceId, [{ kind: 'entry', entryKey, patch: { tsRemark: { text: 'aus Tab B' } } }]);
    await expect.poll(() => views().at(-1)?.round.entries[row].tsRemark?.text).toBe('aus Tab B');

    expect(await tabB.api.postRound(instanceId)).toMatchObject({ count: 1 });
    await expect.poll(() => updates.at(-1)).toBeUndefined();
    const states = transfers.flat().map((transfer) => transfer.state);
    expect(states).toContain('running');
    await expect.poll(() => transfers.at(-1)).toEqual([]);
  });

  test('after unsubscribe no view arrives', async () => {
    const { server, databaseName, worker: tabA, instanceId, row, entryKey } = await filledCopy('push-unsubscribe');
    const tabB = await startWorker({ databaseName, apiBase: server.apiBase });
    const { views, id } = await follow(tabA, { kind: 'round', instanceId });
    await tabA.api.unsubscribe(id);
    await editedRoundView(tabB.api, instanceId, [{ kind: 'entry', entryKey, patch: { tsRemark: { text: 'x' } } }]);
    // B's next edit is pushed to a second subscription, so B's first change has been announced by then (issue 37: a
    // tab's own edit answers its view and is not pushed to that tab)
    const { views: laterUpdates } = await follow(tabA, { kind: 'round', instanceId });
    const later = viewsOf(laterUpdates);
    await editedRoundView(tabB.api, instanceId, [{ kind: 'entry', entryKey, patch: { tsRemark: { text: 'y' } } }]);
    await expect.poll(() => later().at(-1)?.round.entries[row].tsRemark?.text).toBe('y');
    expect(views).toHaveLength(1);
  });
});

describe('issue 10 posts of one copy are serialised across tabs (Web Locks API)', () => {
  test('two tabs post the same copy at once: one post is sent, the other refused as TRANSFER_RUNNING', async () => {
    const { server, databaseName, worker: tabA, instanceId, view, row, postPath } = await filledCopy('push-two-posts');
    const tabB = await startWorker({ databaseName, apiBase: server.apiBase });
    // A's post is held at the proxy, so B asks while it runs (not after it ended, which is POSTED_ELSEWHERE)
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'hold' });
    const postedByA = tabA.api.postRound(instanceId);
    await expect.poll(() => server.requestCount('POST', postPath)).toBe(1);
    await expect(tabB.api.postRound(instanceId)).rejects.toMatchObject({ code: 'TRANSFER_RUNNING' });
    await server.release();
    await expect(postedByA).resolves.toEqual({ count: 1 });
    expect(await server.requestCount('POST', postPath)).toBe(1);
    expect(await valuesStoredFor(instanceId, view.round.entries[row].tsId)).toBe(1);
  });

  test('a tab opened while another tab waits to retry its post does not resume (send) that post', async () => {
    const { server, databaseName, worker: tabA, instanceId, postPath } = await filledCopy('push-resume-lock');
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'refuse' });
    const posting = tabA.api.postRound(instanceId);
    await expect.poll(() => transfersOf(tabA.api, instanceId)).toEqual([expect.objectContaining({ kind: 'body', state: 'queued', attempts: 1 })]);
    // the new tab's worker starts and resumes interrupted posts: this one is held by tab A
    const tabB = await startWorker({ databaseName, apiBase: server.apiBase });
    expect(await posting).toMatchObject({ count: 1 });
    expect(await tabB.api.listOfflineRounds()).toEqual([]);
    // tab A's refused first attempt and its retry; nothing from tab B
    expect(await server.requestCount('POST', postPath)).toBe(2);
  }, 20_000);
});
