import { describe, expect, test } from 'vitest';
import { demoRoundId, keyAt, numberRows, plausibleValue, testJpeg } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();
const worker = async (...args: Parameters<typeof startWorker>) => (await startWorker(...args)).api;

async function size(blob: Blob): Promise<[number, number]> {
  const bitmap = await createImageBitmap(blob);
  return [bitmap.width, bitmap.height];
}

describe('spec entry.md §9 photoMaxSize 6000 px, JPEG quality 0.5: photos scaled in the worker', () => {
  test('a photo wider than 6000 px is scaled to 6000 px on its longer side; a smaller one is kept as it is', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('scale') });
    const scaled = await api.scalePhoto(await testJpeg(7200, 1200));
    expect(scaled.type).toBe('image/jpeg');
    expect(await size(scaled)).toEqual([6000, 1000]);
    const small = await testJpeg(800, 600);
    const kept = await api.scalePhoto(small);
    expect(kept.size).toBe(small.size);
    expect(await size(kept)).toEqual([800, 600]);
  });

  test('a remark photo is stored scaled, uploaded with the round post, and leaves the device with the round', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('photopost') });
    const view = await api.createOfflineRound(await demoRoundId(api));
    const [a] = numberRows(view);
    await api.editRound(view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, a), patch: { value: plausibleValue(view, a) } }]);
    const withPhoto = await api.addPhoto(view.round.instanceId, { entryKey: keyAt(view, a), remark: 'tsRemark' }, await testJpeg(6400, 4800));
    const [photoId] = withPhoto.round.entries[a].tsRemark!.images!;
    expect(await size(await api.getPhoto(photoId))).toEqual([6000, 4500]);
    expect(withPhoto.rows[a].filled).toBe(true);

    const result = await api.postRound(view.round.instanceId);
    expect(result.count).toBe(1);
    const image = await fetch(`/hwe-api/v2/completed-measure-round/${view.round.instanceId}/image/${photoId}`, { headers: { Accept: 'image/jpeg' } });
    expect(image.status).toBe(200);
    await expect(api.getPhoto(photoId)).rejects.toMatchObject({ code: 'PHOTO_NOT_FOUND' });
  });

  test('a photo is removed by its index', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('photodelete') });
    const view = await api.createOfflineRound(await demoRoundId(api));
    const target = { entryKey: keyAt(view, 0), remark: 'staRemark' as const };
    await api.addPhoto(view.round.instanceId, target, await testJpeg(100, 100));
    const two = await api.addPhoto(view.round.instanceId, target, await testJpeg(200, 100));
    const [firstId, secondId] = two.round.entries[0].staRemark!.images!;
    const after = await api.removePhoto(view.round.instanceId, target, 0);
    expect(after.round.entries[0].staRemark!.images).toEqual([secondId]);
    await expect(api.getPhoto(firstId)).rejects.toMatchObject({ code: 'PHOTO_NOT_FOUND' });
  });
});
