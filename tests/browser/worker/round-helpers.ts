// Shared steps of the round tests: pick a demo round and rows that take a plain number.
import type { InstanceId, MrId } from '../../../src/shared/contract/ids';
import { proxy, type Remote } from 'comlink';
import type { EntryKey, OfflineRound, RoundEdit, RoundView, RoundViewUpdate, TransferStatus, WorkerApi } from '../../../src/shared/contract';
import type { Topic, TopicView } from '../../../src/shared/contract/push';

export const DEMO_ROUND_NAME = 'Demo Pegelrunde Innsbruck';

export async function demoRoundId(api: Remote<WorkerApi<Blob>>, name = DEMO_ROUND_NAME): Promise<MrId> {
  const { groups } = await api.listGroups();
  const group = groups.find((candidate) => candidate.mrName === name);
  if (!group) throw new Error(`demo round ${name} missing`);
  return group.mrId;
}

/** Rows of NUMBER entries with a plausibility range, one per ordered station (editing them never resorts the list). */
export function numberRows(view: RoundView): number[] {
  const seen = new Set<string>();
  return view.round.entries.flatMap((entry, index) => {
    const range = entry.tsPlausibilityCheck;
    if (entry.inputType !== 'NUMBER' || entry.staOrdinal === undefined || range?.min === undefined || range.max === undefined || seen.has(entry.staNumber)) return [];
    seen.add(entry.staNumber);
    return [index];
  });
}

/** A value inside the row's plausibility range. */
export function plausibleValue(view: RoundView, index: number): number {
  const { min, max } = view.round.entries[index].tsPlausibilityCheck!;
  return Math.round(((min! + max!) / 2) * 100) / 100;
}

/** Finds the row of an entry again after edits have resorted the list. */
export function rowOf(view: RoundView, tsId: string, staNumber: string): number {
  return view.round.entries.findIndex((entry) => entry.tsId === tsId && entry.staNumber === staNumber);
}

/** The key edits name the row by (issue 10: rows are addressed by key, not by their place in the list). */
export function keyAt(view: RoundView, index: number): EntryKey {
  return view.rows[index].entryKey;
}

export async function completedRoundOnServer(instanceId: string): Promise<Response> {
  return fetch(`/hwe-api/v2/completed-measure-round/${encodeURIComponent(instanceId)}`, { headers: { Accept: 'application/json' } });
}

/** issue 37: a whole copy stored as the UI stores one, the offline round file it uploads (instanceId and creationTime kept). */
export function storedAsFile(api: Remote<WorkerApi<Blob>>, round: OfflineRound): Promise<RoundView> {
  return api.importOfflineRoundFile(JSON.stringify({ ...round, type: 'LocalMeasureRound' }));
}

/** A plain JPEG of the given size, as a camera would hand one over. */
export async function testJpeg(width = 120, height = 80): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2a7';
  context.fillRect(0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}

/** issue 37: the edit as the UI sends it (its answer is only the outcome), then the copy's whole stored view. */
export async function editedRoundView(api: Remote<WorkerApi<Blob>>, instanceId: InstanceId, edits: RoundEdit[]): Promise<RoundView> {
  await api.editRound(instanceId, edits);
  return storedRoundView(api, instanceId);
}

/** issue 37: the copy's view as the UI's call getRoundUpdate answers it to a UI that holds none. */
export async function storedRoundView(api: Remote<WorkerApi<Blob>>, instanceId: InstanceId): Promise<RoundView> {
  return wholeView(await api.getRoundUpdate(instanceId, undefined));
}

function wholeView(update: RoundViewUpdate): RoundView {
  if (update.kind !== 'whole') throw new Error(`expected the whole view, got a change of version ${update.base}`);
  return update.view;
}

/** issue 37: a topic's current view as the UI gets it (`subscribe`), the subscription ended after its first view. */
export async function firstView<T extends Topic>(api: Remote<WorkerApi<Blob>>, topic: T): Promise<TopicView<T>> {
  const id = crypto.randomUUID();
  let first: (view: TopicView<T>) => void = () => undefined;
  const view = new Promise<TopicView<T>>((resolve) => (first = resolve));
  try {
    const [pushed] = await Promise.all([view, api.subscribe(topic, proxy((pushed: TopicView<Topic>) => first(pushed as TopicView<T>)), id)]);
    return pushed;
  } finally {
    await api.unsubscribe(id);
  }
}

/** issue 37: the transfer tasks of one copy (of every copy without instanceId) as the UI's topic 'transfers' shows them. */
export function transfersOf(api: Remote<WorkerApi<Blob>>, instanceId?: InstanceId): Promise<TransferStatus[]> {
  return firstView(api, { kind: 'transfers', instanceId });
}
