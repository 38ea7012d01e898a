// A completed round of the test's own in the archive: the dam demo round with an event on a station the report
// keeps (VOE02, 'Sicherheitsrelevante Sperrenüberwachung') with a photo on its station remark; 'nein' with a
// series remark on the seepage check VOE11 (relevant through the remark); 'unverändert' without remark on VOE03
// (not relevant); and a round remark. The demo user is
// responsible 1 and 2 on it, so it needs decision 1, then decision 2. Other tests' archive rounds stay untouched.
import { asMrId, type InstanceId } from '../../../../src/shared/contract/ids';
import type { Remote } from 'comlink';
import type { WorkerApi } from '../../../../src/shared/contract';
import { workerApi } from '../../../../src/ui/worker-client';
import { editedRoundView } from '../../worker/round-helpers';

export const DAM_ROUND_ID = asMrId(102);
export const DAM_ROUND_NAME = 'Demo Kontrollgang Sperre Völs';
export const EVENT_TS_ID = 'VOE02-VB01';
export const NO_TS_ID = 'VOE11-SZ';
export const STEADY_TS_ID = 'VOE03-VB';
export const ROUND_REMARK = 'Kontrollgang bei Schneefall';

/** Random pixels, so the JPEG stays a few hundred kB after the worker's scaling (quality 0.5). */
async function noiseJpeg(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const pixels = new ImageData(width, height);
  crypto.getRandomValues(pixels.data.subarray(0, 65536));
  for (let offset = 65536; offset < pixels.data.length; offset += 65536) {
    crypto.getRandomValues(pixels.data.subarray(offset, offset + 65536));
  }
  for (let alpha = 3; alpha < pixels.data.length; alpha += 4) pixels.data[alpha] = 255;
  canvas.getContext('2d')!.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}

/** Posts the round through `api` (the app's worker unless given; it implements WorkerApi<Blob>) and answers its instanceId. */
export async function postRoundWithEvent(api: Remote<WorkerApi<Blob>> = workerApi()): Promise<InstanceId> {
  const view = await api.createOfflineRound(DAM_ROUND_ID);
  const row = (tsId: string) => view.rows[view.round.entries.findIndex((entry) => entry.tsId === tsId)].entryKey;
  await editedRoundView(api, view.round.instanceId, [
    { kind: 'entry', entryKey: row(EVENT_TS_ID), patch: { value: 2 } },
    { kind: 'entry', entryKey: row(NO_TS_ID), patch: { value: 0, tsRemark: { text: 'Sickerwasser leicht trüb' } } },
    { kind: 'entry', entryKey: row(STEADY_TS_ID), patch: { value: 1 } },
    { kind: 'round', patch: { mrRemark: ROUND_REMARK } },
  ]);
  await api.addPhoto(view.round.instanceId, { entryKey: row(EVENT_TS_ID), remark: 'staRemark' }, (await noiseJpeg(800, 600)) as never);
  await api.postRound(view.round.instanceId);
  return view.round.instanceId;
}
