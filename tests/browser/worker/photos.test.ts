import { describe, expect, test } from 'vitest';
import type { Remote } from 'comlink';
import type { WorkerApi } from '../../../src/shared/contract';
import { scalePhoto } from '../../../src/worker/photos/scale-photo';
import { statedSize } from '../../../src/worker/photos/stated-size';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue, testJpeg } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();
const worker = async (...args: Parameters<typeof startWorker>) => (await startWorker(...args)).api;

async function size(blob: Blob): Promise<[number, number]> {
  const bitmap = await createImageBitmap(blob);
  return [bitmap.width, bitmap.height];
}

/** As a camera stores a portrait photo: landscape pixels (left half red, right half blue) and EXIF orientation 6 (turn 90° clockwise to show). */
async function portraitStoredTurned(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#f00';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#00f';
  context.fillRect(width / 2, 0, width / 2, height);
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
  // APP1: "Exif\0\0", big-endian TIFF header, IFD0 with the one entry Orientation (0x0112, SHORT) = 6
  const exif = [0xff, 0xe1, 0, 34, 0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0];
  return new Blob([jpeg.subarray(0, 2), new Uint8Array(exif), jpeg.subarray(2)], { type: 'image/jpeg' });
}

/** Red, green and blue at (x, y) of a decoded photo */
async function colourAt(blob: Blob, x: number, y: number): Promise<number[]> {
  const bitmap = await createImageBitmap(blob);
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data.subarray(0, 3)];
}

/** issue 37: a photo as the UI adds it to a remark (addPhoto), read back as stored (getPhoto). */
async function storedPhoto(api: Remote<WorkerApi<Blob>>, photo: Blob): Promise<Blob> {
  const view = await api.createOfflineRound(await demoRoundId(api));
  const [row] = numberRows(view);
  const withPhoto = await api.addPhoto(view.round.instanceId, { entryKey: keyAt(view, row), remark: 'tsRemark' }, photo);
  return api.getPhoto(withPhoto.round.entries[row].tsRemark!.images!.at(-1)!);
}

const isRed = ([red, green, blue]: number[]) => red > 200 && green < 60 && blue < 60;
const isBlue = ([red, green, blue]: number[]) => red < 60 && green < 60 && blue > 200;

describe('spec entry.md §9 photoMaxSize 6000 px, JPEG quality 0.5: photos scaled in the worker', () => {
  test('a photo wider than 6000 px is scaled to 6000 px on its longer side; a smaller one is kept as it is', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('scale') });
    const scaled = await storedPhoto(api, await testJpeg(7200, 1200));
    expect(scaled.type).toBe('image/jpeg');
    expect(await size(scaled)).toEqual([6000, 1000]);
    const small = await testJpeg(800, 600);
    const kept = await storedPhoto(api, small);
    expect(kept.size).toBe(small.size);
    expect(await size(kept)).toEqual([800, 600]);
  });

  test('a photo scaled below half its size keeps its aspect (a configured photoMaxSize smaller than the default)', async () => {
    expect(await size(await scalePhoto(await testJpeg(7200, 1200), { maxSize: 1500, quality: 0.5 }))).toEqual([1500, 250]);
  });

  test("a camera's EXIF orientation is applied: a portrait stored turned is scaled on its displayed longer side and stands upright", async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('orientation') });
    const scaled = await storedPhoto(api, await portraitStoredTurned(7200, 1200));
    expect(await size(scaled)).toEqual([1000, 6000]);
    // turned clockwise, the stored left half (red) is on top and the right half (blue) below
    expect(isRed(await colourAt(scaled, 500, 100))).toBe(true);
    expect(isBlue(await colourAt(scaled, 500, 5900))).toBe(true);
  });

  test("whether a photo fits is read from its header, without decoding it: a camera's JPEG (EXIF included) and a PNG", async () => {
    const camera = await portraitStoredTurned(4000, 3000);
    expect(await statedSize(camera)).toEqual({ width: 4000, height: 3000 });
    const drawing = new OffscreenCanvas(300, 200);
    drawing.getContext('2d')!.fillRect(0, 0, 10, 10);
    expect(await statedSize(await drawing.convertToBlob({ type: 'image/png' }))).toEqual({ width: 300, height: 200 });
    const api = await worker({ databaseName: uniqueDatabaseName('fits') });
    const kept = await storedPhoto(api, camera);
    expect(kept.size).toBe(camera.size);
  });

  test('a remark photo is stored scaled, uploaded with the round post, and leaves the device with the round', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('photopost') });
    const view = await api.createOfflineRound(await demoRoundId(api));
    const [a] = numberRows(view);
    await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, a), patch: { value: plausibleValue(view, a) } }]);
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
