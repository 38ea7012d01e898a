// A copy whose post is under way cannot be changed: it is sent as it was and deleted when the post ends,
// so a change accepted meanwhile would be lost without a word.
import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { editedRoundView, storedAsFile, storedRoundView, testJpeg, transfersOf } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest } from './start-worker';
import { addTestPhoto, filledCopy } from './transfer-helpers';

stopWorkersAfterEachTest();

/** spec entry.md §4, issue 10: posting is refused while a transfer runs; the same code refuses a change of the copy in transfer */
const TRANSFER_RUNNING = { code: 'TRANSFER_RUNNING', message: 'A transfer is running' };

describe('spec entry.md §4 transfer tasks; nothing typed is lost: no change of a copy while its post is under way', () => {
  test('while the body waits for its retry, edits, photos, saves and a second post of the copy are refused (also in another tab); after the post the copy is gone', async () => {
    const { server, worker, databaseName, instanceId, view, row, entryKey, postPath } = await filledCopy('edit-during-post');
    // a second tab's worker on the same device, open before the post starts
    const otherTab = await startWorker({ databaseName, apiBase: server.apiBase });
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'refuse' });
    const posting = worker.api.postRound(instanceId);
    await expect.poll(() => transfersOf(worker.api, instanceId)).toEqual([expect.objectContaining({ kind: 'body', state: 'queued', attempts: 1 })]);

    await expect(editedRoundView(worker.api, instanceId, [{ kind: 'entry', entryKey, patch: { value: 1 } }])).rejects.toMatchObject(TRANSFER_RUNNING);
    await expect(storedAsFile(worker.api, view.round)).rejects.toMatchObject(TRANSFER_RUNNING);
    await expect(worker.api.addPhoto(instanceId, { entryKey, remark: 'tsRemark' }, await testJpeg())).rejects.toMatchObject(TRANSFER_RUNNING);
    await expect(editedRoundView(otherTab.api, instanceId, [{ kind: 'entry', entryKey, patch: { value: 1 } }])).rejects.toMatchObject(TRANSFER_RUNNING);
    await expect(otherTab.api.postRound(instanceId)).rejects.toMatchObject(TRANSFER_RUNNING);
    expect((await storedRoundView(worker.api, instanceId)).round.entries[row].value).toBe(view.round.entries[row].value);

    expect(await posting).toMatchObject({ count: 1 });
    expect(await worker.api.listOfflineRounds()).toEqual([]);
  }, 20_000);

  test('after the server refused a post (4xx: not stored, not retried) the copy can be changed and posted again', async () => {
    const { server, worker, instanceId, row, entryKey, postPath } = await filledCopy('edit-after-failed-post');
    await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'refuse', status: 422 });
    await expect(worker.api.postRound(instanceId)).rejects.toMatchObject({ code: 'HTTP', status: 422 });
    expect(await transfersOf(worker.api, instanceId)).toEqual([expect.objectContaining({ kind: 'body', state: 'error', attempts: 1, unsettled: undefined })]);
    const edited = await editedRoundView(worker.api, instanceId, [{ kind: 'entry', entryKey, patch: { value: 2 } }]);
    expect(edited.round.entries[row].value).toBe(2);
    expect(await worker.api.postRound(instanceId)).toMatchObject({ count: 1 });
    expect(await worker.api.listOfflineRounds()).toEqual([]);
  }, 20_000);

  test('once the server took the body but a photo failed twice, the readings cannot be changed; posting again sends the photo', async () => {
    const copy = await filledCopy('edit-after-body-sent');
    const { server, worker, instanceId, entryKey } = copy;
    const { photoId, uploadPath } = await addTestPhoto(copy);
    await server.failNext({ method: 'PUT', path: uploadPath, times: 2, mode: 'refuse' });
    await expect(worker.api.postRound(instanceId)).rejects.toMatchObject({ code: 'HTTP', status: 500 });
    expect(await transfersOf(worker.api, instanceId)).toEqual([
      expect.objectContaining({ kind: 'body', state: 'success' }),
      expect.objectContaining({ kind: 'image', state: 'error' }),
    ]);

    await expect(editedRoundView(worker.api, instanceId, [{ kind: 'entry', entryKey, patch: { value: 3 } }])).rejects.toMatchObject({
      code: 'READINGS_SENT',
      message: 'The readings were transferred; post again to send the missing photos',
    });
    expect(await worker.api.postRound(instanceId)).toMatchObject({ count: 1 });
    const image = await fetch(apiPaths.completedRoundImage(instanceId, photoId), { headers: { Accept: 'image/jpeg' } });
    expect(image.status).toBe(200);
    expect(await worker.api.listOfflineRounds()).toEqual([]);
  }, 30_000);
});
