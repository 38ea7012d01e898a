// Shared steps of the transfer tests: a filled copy posted through the fault proxy, and what the server stored.
import { apiPaths, type TimeseriesValuesResponse } from '../../../src/shared/api';
import type { ClientContext, EntryKey, InstanceId, RoundView } from '../../../src/shared/contract';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue, testJpeg } from './round-helpers';
import { faultyServer, startWorker, uniqueDatabaseName, type FaultyServer, type StartedWorker } from './start-worker';

export interface FilledCopy {
  server: FaultyServer;
  databaseName: string;
  worker: StartedWorker;
  /** the copy after one station got a plausible value */
  view: RoundView;
  instanceId: InstanceId;
  /** the row that got the value */
  row: number;
  entryKey: EntryKey;
  /** the body's path, to arm faults on */
  postPath: string;
}

/** A copy with one plausible value, in a worker that reaches the server through its own fault proxy scope (or `server`'s). */
export async function filledCopy(label: string, context: Partial<ClientContext> = {}, server = faultyServer(label)): Promise<FilledCopy> {
  const databaseName = uniqueDatabaseName(label);
  const worker = await startWorker({ ...context, databaseName, apiBase: server.apiBase });
  const created = await worker.api.createOfflineRound(await demoRoundId(worker.api));
  const [row] = numberRows(created);
  const instanceId = created.round.instanceId;
  const entryKey = keyAt(created, row);
  const view = await editedRoundView(worker.api, instanceId, [{ kind: 'entry', entryKey, patch: { value: plausibleValue(created, row) } }]);
  return { server, databaseName, worker, view, instanceId, row, entryKey, postPath: apiPaths.postMeasureRound(view.round.mrId) };
}

/** Adds a photo to the remark of the filled row; answers its id and the path its upload is PUT to (to arm faults on). */
export async function addTestPhoto(copy: FilledCopy): Promise<{ photoId: string; uploadPath: string }> {
  const withPhoto = await copy.worker.api.addPhoto(copy.instanceId, { entryKey: copy.entryKey, remark: 'tsRemark' }, await testJpeg());
  const [photoId] = withPhoto.round.entries[copy.row].tsRemark!.images!;
  return { photoId, uploadPath: apiPaths.measureRoundImage(withPhoto.round.mrId, photoId) };
}

/** How many values of the timeseries the server stored for the round: more than one per entry means a second post was stored. */
export async function valuesStoredFor(instanceId: string, tsId: string): Promise<number> {
  return (await storedValues(instanceId, tsId)).length;
}

/** The values of the timeseries the server stored for the round. */
export async function storedValues(instanceId: string, tsId: string): Promise<(number | null | undefined)[]> {
  const response = await fetch(apiPaths.timeseriesValues([tsId]), { headers: { Accept: 'application/json' } });
  const values = (await response.json()) as TimeseriesValuesResponse;
  return values.filter((value) => value.instanceId === instanceId).map((value) => value.value);
}
