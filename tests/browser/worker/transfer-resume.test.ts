// A reload in the middle of a post: the worker is terminated while a task waits for its retry, and a new
// worker on the same database resumes the post when its session starts (docs/decisions/worker.md, Resume after reload).
import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { INJECTED_FAILURE_BODY } from '../../support/fault-rules';
import { completedRoundOnServer, storedRoundView, transfersOf } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, type StartedWorker } from './start-worker';
import { addTestPhoto, filledCopy, valuesStoredFor, type FilledCopy } from './transfer-helpers';

stopWorkersAfterEachTest();

const SERVER_ERROR = `500 Internal Server Error: ${INJECTED_FAILURE_BODY}`;

/** The page reloads: the worker ends wherever it is, a new one starts its session on the same database. */
async function reload(copy: FilledCopy): Promise<StartedWorker> {
  copy.worker.terminate();
  return startWorker({ databaseName: copy.databaseName, apiBase: copy.server.apiBase });
}

async function completedRoundsWith(instanceId: string): Promise<number> {
  const list = ((await (await fetch(apiPaths.completedRounds(), { headers: { Accept: 'application/json' } })).json()) as { rounds: { instanceId: string }[] }).rounds;
  return list.filter((round) => round.instanceId === instanceId).length;
}

describe('spec entry.md §4 offline round lifecycle and transfer tasks: a post interrupted by a reload is resumed', () => {
  test('full post: the resumed body is posted once, a manual post is refused meanwhile, then the copy is deleted', async () => {
    const copy = await filledCopy('resumefull');
    const { server, instanceId, view, row, postPath } = copy;
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'refuse' });
    void copy.worker.api.postRound(instanceId);
    await expect.poll(() => transfersOf(copy.worker.api, instanceId)).toEqual([expect.objectContaining({ kind: 'body', state: 'queued', attempts: 1 })]);

    // the resumed body fails once more, so the resume is seen running
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'refuse' });
    const { api } = await reload(copy);
    await expect(api.postRound(instanceId)).rejects.toMatchObject({ code: 'TRANSFER_RUNNING', message: 'A transfer is running' });
    await expect.poll(() => transfersOf(api, instanceId)).toEqual([
      expect.objectContaining({ kind: 'body', state: 'queued', attempts: 1, error: SERVER_ERROR }),
    ]);

    await expect.poll(() => api.listOfflineRounds(), { timeout: 10_000 }).toEqual([]);
    expect(await transfersOf(api, instanceId)).toEqual([]);
    expect(await completedRoundsWith(instanceId)).toBe(1);
    expect(await valuesStoredFor(instanceId, view.round.entries[row].tsId)).toBe(1);
  }, 30_000);

  test('partial post the server had stored: resumed without a second round; the unsent stations saved under a new instanceId', async () => {
    const copy = await filledCopy('resumepartial');
    const { server, instanceId, view, row, postPath } = copy;
    const sentStation = view.round.entries[row].staNumber;
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'after-forward' });
    void copy.worker.api.postRound(instanceId, { partial: true });
    await expect.poll(() => transfersOf(copy.worker.api, instanceId)).toEqual([expect.objectContaining({ kind: 'body', state: 'queued', attempts: 1 })]);
    expect(await completedRoundsWith(instanceId)).toBe(1);

    const { api } = await reload(copy);
    await expect.poll(async () => (await api.listOfflineRounds()).map((round) => round.instanceId)).toEqual([expect.not.stringMatching(instanceId)]);
    const [remaining] = await api.listOfflineRounds();
    const remainder = await storedRoundView(api, remaining.instanceId);
    expect(remainder.round.entries.some((entry) => entry.staNumber === sentStation)).toBe(false);
    expect(remainder.round.entries.length).toBe(view.round.entries.filter((entry) => entry.staNumber !== sentStation).length);
    expect(await transfersOf(api, instanceId)).toEqual([]);
    expect(await completedRoundsWith(instanceId)).toBe(1);
    expect(await valuesStoredFor(instanceId, view.round.entries[row].tsId)).toBe(1);
  }, 30_000);

  test('an image upload interrupted after the body succeeded: only the image is sent again', async () => {
    const copy = await filledCopy('resumeimage');
    const { server, instanceId, postPath } = copy;
    const { photoId, uploadPath } = await addTestPhoto(copy);
    await server.failNext({ method: 'PUT', path: uploadPath, times: 1, mode: 'refuse' });
    void copy.worker.api.postRound(instanceId);
    await expect
      .poll(() => transfersOf(copy.worker.api, instanceId))
      .toEqual([expect.objectContaining({ kind: 'body', state: 'success' }), expect.objectContaining({ kind: 'image', state: 'queued', attempts: 1 })]);

    // a body sent again would fail twice and keep the copy on the device
    await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'refuse' });
    const { api } = await reload(copy);
    await expect.poll(() => api.listOfflineRounds()).toEqual([]);
    expect((await fetch(apiPaths.completedRoundImage(instanceId, photoId), { headers: { Accept: 'image/jpeg' } })).status).toBe(200);
    expect(await transfersOf(api, instanceId)).toEqual([]);
  }, 30_000);

  test('a post whose task ended in error is not resumed; the user posts it again', async () => {
    const copy = await filledCopy('noresume');
    const { server, instanceId, postPath } = copy;
    await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'refuse' });
    await expect(copy.worker.api.postRound(instanceId)).rejects.toMatchObject({ code: 'HTTP', status: 500 });

    const { api } = await reload(copy);
    expect(await transfersOf(api, instanceId)).toEqual([expect.objectContaining({ kind: 'body', state: 'error', attempts: 2, error: SERVER_ERROR })]);
    expect((await completedRoundOnServer(instanceId)).status).toBe(404);
    expect(await api.postRound(instanceId)).toMatchObject({ count: 1 });
    expect(await api.listOfflineRounds()).toEqual([]);
  }, 30_000);
});
