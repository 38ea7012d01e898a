// Issue 37: the topics whose view is read in pieces (history and analysis). Subscribing starts the read, each piece is
// a state of the topic, and unsubscribing aborts it: the signal reaches the fetch, which a second subscription of the
// same history joins instead of reading again (../history/joined-fetch.ts).
import type { ReadPiece, ReadTopic, Topic } from '../../shared/contract/push';
import { toWorkerError } from '../http/worker-error';

const READ_TOPIC_KINDS: ReadonlySet<Topic['kind']> = new Set<ReadTopic['kind']>(['history', 'analysis-history', 'analysis-table', 'analysis-remarks']);

export function isReadTopic(topic: Topic): topic is ReadTopic {
  return READ_TOPIC_KINDS.has(topic.kind);
}

/** Starts the topic's read; its pushes stop once the answer (its controller) is aborted, and a failure is its last piece. */
export function startRead(topic: ReadTopic, push: (piece: ReadPiece<unknown>) => unknown): AbortController {
  const controller = new AbortController();
  const pushWhileOpen = (piece: ReadPiece<unknown>) => (controller.signal.aborted ? undefined : push(piece));
  readTopic(topic, pushWhileOpen, controller.signal).catch((error: unknown) => {
    if (controller.signal.aborted) return;
    Promise.resolve(push({ error: toWorkerError(error, 'UNEXPECTED') })).catch(() => undefined);
  });
  return controller;
}

// the readers are loaded with the first subscription that needs them: the push door is part of every screen
async function readTopic(topic: ReadTopic, push: (piece: ReadPiece<unknown>) => unknown, signal: AbortSignal): Promise<void> {
  switch (topic.kind) {
    case 'history':
      return (await import('../history/pushed-history')).readHistoryTopic(topic.tsIds, push, signal);
    case 'analysis-history':
      return (await import('../history/analysis-history')).readAnalysisHistoryTopic(topic, push, signal);
    case 'analysis-table':
      return (await import('../analysis/analysis-views')).readAnalysisTableTopic(topic, push, signal);
    case 'analysis-remarks':
      return (await import('../analysis/analysis-views')).readAnalysisRemarksTopic(topic, push, signal);
  }
}
