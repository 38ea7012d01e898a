// Subscribes a test's worker to a topic read in pieces (issue 37: history and analysis), as useTopic does.
import { proxy, type Remote } from 'comlink';
import { expect } from 'vitest';
import type { HistoryResult, ReadPiece, PiecewiseTopic, Topic, TopicView, TsId, WorkerApi, WorkerError } from '../../../src/shared/contract';

type PieceView<T extends PiecewiseTopic> = TopicView<T> extends ReadPiece<infer View> ? View : never;

interface TopicRead<View> {
  /** the views pushed so far, in order */
  pieces: View[];
  /** each piece's `last` flag, in order */
  lastFlags: boolean[];
  /** the views once the last piece has arrived; rejects with the read's error */
  finished: Promise<View[]>;
  /** waits until `count` pieces have arrived */
  arrived(count: number): Promise<void>;
  /** ends the subscription (the screen is left) */
  leave(): Promise<void>;
}

export async function readTopic<T extends PiecewiseTopic>(api: Remote<WorkerApi<Blob>>, topic: T): Promise<TopicRead<PieceView<T>>> {
  const pieces: PieceView<T>[] = [];
  const lastFlags: boolean[] = [];
  let settle: { resolve: (views: PieceView<T>[]) => void; reject: (error: WorkerError) => void } | undefined;
  const finished = new Promise<PieceView<T>[]>((resolve, reject) => (settle = { resolve, reject }));
  finished.catch(() => undefined); // a test that leaves early never waits for it
  const onPiece = (piece: ReadPiece<PieceView<T>>) => {
    if ('error' in piece) return settle!.reject(piece.error);
    pieces.push(piece.view);
    lastFlags.push(piece.last);
    if (piece.last) settle!.resolve(pieces);
  };
  const id = await api.subscribe(topic, proxy(onPiece as (view: TopicView<Topic>) => void));
  return {
    pieces,
    lastFlags,
    finished,
    arrived: (count) => expect.poll(() => pieces.length).toBe(count),
    leave: () => api.unsubscribe(id),
  };
}

/** issue 37: the history of the ids as the timeseries chart reads it (topic 'history', window historyYears): its last piece. */
export async function historyOf(api: Remote<WorkerApi<Blob>>, tsIds: TsId[]): Promise<HistoryResult> {
  return lastPiece(await readTopic(api, { kind: 'history', tsIds }));
}

/** issue 37: the history since 1 January of the third year before, as the analysis reads it (topic 'analysis-history'), not reduced. */
export async function analysisHistoryOf(api: Remote<WorkerApi<Blob>>, tsIds: TsId[]): Promise<HistoryResult> {
  return lastPiece(await readTopic(api, { kind: 'analysis-history', tsIds, chartColumns: 0, shownFirst: tsIds.length }));
}

async function lastPiece<View>(read: TopicRead<View>): Promise<View> {
  try {
    return (await read.finished).at(-1)!;
  } finally {
    await read.leave();
  }
}
