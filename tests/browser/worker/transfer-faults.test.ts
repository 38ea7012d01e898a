// Real HTTP 500 answers from the fault proxy in front of the reference server, through the real worker.
import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { INJECTED_FAILURE_BODY } from '../../support/fault-rules';
import { completedRoundOnServer, storedRoundView, transfersOf } from './round-helpers';
import { addTestPhoto, filledCopy, valuesStoredFor } from './transfer-helpers';
import { stopWorkersAfterEachTest } from './start-worker';

stopWorkersAfterEachTest();

const RETRY_DELAY_MS = 5000;
/** spec entry.md §7: an error with status text and body */
const SERVER_ERROR = `500 Internal Server Error: ${INJECTED_FAILURE_BODY}`;

describe('spec entry.md §4 transfer tasks: a task failing with HTTP 500 is retried once after 5 s', () => {
  test('a round body answered 500 once is retried after 5000 ms: one completed round on the server, the copy gone', async () => {
    const { server, worker, instanceId, view, row, postPath } = await filledCopy('body500');
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'refuse' });
    const begin = Date.now();
    const posting = worker.api.postRound(instanceId);
    await expect
      .poll(() => transfersOf(worker.api, instanceId))
      .toEqual([expect.objectContaining({ kind: 'body', state: 'queued', attempts: 1, error: SERVER_ERROR })]);
    expect((await completedRoundOnServer(instanceId)).status).toBe(404);

    expect(await posting).toMatchObject({ count: 1 });
    expect(Date.now() - begin).toBeGreaterThanOrEqual(RETRY_DELAY_MS);
    expect(await worker.api.listOfflineRounds()).toEqual([]);
    expect(await transfersOf(worker.api, instanceId)).toEqual([]);
    expect((await completedRoundOnServer(instanceId)).status).toBe(200);
    expect(await valuesStoredFor(instanceId, view.round.entries[row].tsId)).toBe(1);
  }, 20_000);

  test('a round body answered 500 twice leaves the task in error with the server status and body; the round stays', async () => {
    const { server, worker, instanceId, postPath } = await filledCopy('body500twice');
    await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'refuse' });
    const begin = Date.now();
    await expect(worker.api.postRound(instanceId)).rejects.toMatchObject({ code: 'HTTP', status: 500, detail: INJECTED_FAILURE_BODY });
    expect(Date.now() - begin).toBeGreaterThanOrEqual(RETRY_DELAY_MS);
    expect(await transfersOf(worker.api, instanceId)).toEqual([
      expect.objectContaining({ kind: 'body', state: 'error', attempts: 2, error: SERVER_ERROR }),
    ]);
    expect((await storedRoundView(worker.api, instanceId)).progress.completed).toBe(1);
    expect((await completedRoundOnServer(instanceId)).status).toBe(404);
  }, 20_000);

  test('an image upload answered 500 once is retried after 5000 ms; the photo reaches the server', async () => {
    const copy = await filledCopy('image500');
    const { server, worker, instanceId } = copy;
    const { photoId, uploadPath } = await addTestPhoto(copy);
    await server.failNext({ method: 'PUT', path: uploadPath, times: 1, mode: 'refuse' });
    const begin = Date.now();
    const posting = worker.api.postRound(instanceId);
    await expect
      .poll(() => transfersOf(worker.api, instanceId))
      .toEqual([
        expect.objectContaining({ kind: 'body', state: 'success', attempts: 1 }),
        expect.objectContaining({ kind: 'image', state: 'queued', attempts: 1, error: SERVER_ERROR }),
      ]);
    // spec entry.md §4: the round leaves the device only after every image answered 2xx
    expect((await worker.api.listOfflineRounds()).map((copy) => copy.instanceId)).toEqual([instanceId]);

    expect(await posting).toMatchObject({ count: 1 });
    expect(Date.now() - begin).toBeGreaterThanOrEqual(RETRY_DELAY_MS);
    const image = await fetch(apiPaths.completedRoundImage(instanceId, photoId), { headers: { Accept: 'image/jpeg' } });
    expect(image.status).toBe(200);
    expect(await worker.api.listOfflineRounds()).toEqual([]);
  }, 20_000);

  test('a body the server stored but answered 500 is posted again: no second completed round', async () => {
    const { server, worker, instanceId, view, row, postPath } = await filledCopy('stored500');
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'after-forward' });
    const posting = worker.api.postRound(instanceId);
    await expect
      .poll(() => transfersOf(worker.api, instanceId))
      .toEqual([expect.objectContaining({ kind: 'body', state: 'queued', attempts: 1, error: SERVER_ERROR })]);
    // the server did store it before the answer was replaced
    expect((await completedRoundOnServer(instanceId)).status).toBe(200);

    expect(await posting).toMatchObject({ count: 1 });
    expect(await worker.api.listOfflineRounds()).toEqual([]);
    const list = ((await (await fetch(apiPaths.completedRounds(), { headers: { Accept: 'application/json' } })).json()) as { rounds: { instanceId: string }[] }).rounds;
    expect(list.filter((round) => round.instanceId === instanceId)).toHaveLength(1);
    expect(await valuesStoredFor(instanceId, view.round.entries[row].tsId)).toBe(1);
  }, 20_000);

  test('issue 34: a 502 from a gateway means the server was not reached: the task waits with the cause NETWORK (not a refusal), the retry stores the round', async () => {
    const { server, worker, instanceId, postPath } = await filledCopy('gateway502');
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'refuse', status: 502 });
    const posting = worker.api.postRound(instanceId);
    await expect
      .poll(() => transfersOf(worker.api, instanceId))
      .toEqual([expect.objectContaining({ kind: 'body', state: 'queued', attempts: 1, failure: { code: 'NETWORK' }, error: expect.stringMatching(/^502 /) })]);
    expect(await posting).toMatchObject({ count: 1 });
    expect((await completedRoundOnServer(instanceId)).status).toBe(200);
  }, 20_000);
});
