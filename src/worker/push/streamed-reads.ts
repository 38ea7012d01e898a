// Views read in pieces (history, analysis): a subscription's streamed read, and issue 38's early read, started while
// the screen's code still loads and taken over by the screen's subscription to the same topic.
import type { PiecewiseTopic, Topic } from '../../shared/contract/push';
import { toWorkerError } from '../http/worker-error';
import type { StreamingReader } from './topic-reader';
import { topicReaders } from './topic-readers';

/** an early read no subscription took over within this time is ended */
const UNADOPTED_FOR_MS = 60_000;

interface EarlyRead {
  key: string;
  /** the pieces read before a subscription took the read over */
  held: unknown[];
  /** the subscription's push, once it took the read over */
  push?: (piece: unknown) => unknown;
  controller: AbortController;
  timer: ReturnType<typeof setTimeout>;
}

let waiting: EarlyRead | undefined;

/** Starts the streamed read; its pushes stop once `controller` aborts, and a failure is its last piece. */
export function startStream(reader: StreamingReader<Topic>, topic: Topic, push: (piece: unknown) => unknown, controller = new AbortController()): AbortController {
  const pushWhileOpen = (piece: unknown) => (controller.signal.aborted ? undefined : push(piece));
  reader.stream(topic, pushWhileOpen, controller.signal).catch((error: unknown) => {
    if (controller.signal.aborted) return;
    Promise.resolve(pushWhileOpen({ error: toWorkerError(error, 'UNEXPECTED') })).catch(() => undefined);
  });
  return controller;
}

/** Starts reading `topic` for a subscription still to come; an early read before it that nobody took over ends. */
export function readEarly(topic: PiecewiseTopic): Promise<void> {
  endWaiting();
  const controller = new AbortController();
  const read: EarlyRead = { key: topicKey(topic), held: [], controller, timer: setTimeout(endWaiting, UNADOPTED_FOR_MS) };
  // known at once, so that a subscription arriving while the reader's code loads takes this read over
  waiting = read;
  const holdOrPush = (piece: unknown) => (read.push ? read.push(piece) : read.held.push(piece));
  return topicReaders[topic.kind]().then((reader) => {
    if (!controller.signal.aborted) startStream(reader as StreamingReader<Topic>, topic, holdOrPush, controller);
  });
}

/** The early read of `topic`, now pushing to `push`, the pieces it holds first; undefined when none waits for it. */
export function adoptEarlyRead(topic: Topic, push: (piece: unknown) => unknown): AbortController | undefined {
  const read = waiting;
  if (!read || read.key !== topicKey(topic)) return undefined;
  waiting = undefined;
  clearTimeout(read.timer);
  for (const piece of read.held) Promise.resolve(push(piece)).catch(() => undefined);
  read.push = push;
  return read.controller;
}

function endWaiting(): void {
  waiting?.controller.abort();
  if (waiting) clearTimeout(waiting.timer);
  waiting = undefined;
}

/** topics are built by one function per kind in the UI, so equal topics serialise alike */
function topicKey(topic: Topic): string {
  return JSON.stringify(topic);
}
