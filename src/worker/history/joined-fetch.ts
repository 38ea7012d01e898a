// issue 32 item 1: a second opening of the same round while its history is still being read joins that read instead
// of starting another (the spec's values call answers every value of the window: a second read doubles the load).
// The read is aborted once every caller that can leave (one with a signal) has left.
import { workerError } from '../../shared/contract/errors';

interface InFlight {
  answer: Promise<unknown>;
  controller: AbortController;
  /** callers waiting; one without a signal never leaves */
  waiting: number;
}

const inFlight = new Map<string, InFlight>();

/** The answer of the read of `key` under way, or of `read` started now; rejects with CANCELLED once `signal` aborts. */
export function joinedFetch<T>(key: string, read: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) return Promise.reject(workerError('CANCELLED', 'Request cancelled'));
  const shared = inFlight.get(key) ?? startRead(key, read);
  shared.waiting++;
  const answer = shared.answer as Promise<T>;
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const leave = () => {
      if (--shared.waiting === 0) {
        if (inFlight.get(key) === shared) inFlight.delete(key);
        shared.controller.abort();
      }
      reject(workerError('CANCELLED', 'Request cancelled'));
    };
    signal.addEventListener('abort', leave, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
  });
}

function startRead<T>(key: string, read: (signal: AbortSignal) => Promise<T>): InFlight {
  const controller = new AbortController();
  const shared: InFlight = { answer: read(controller.signal), controller, waiting: 0 };
  inFlight.set(key, shared);
  // settled: a later opening reads afresh; a read nobody waits for any more must not count as unhandled
  shared.answer.then(
    () => inFlight.get(key) === shared && inFlight.delete(key),
    () => inFlight.get(key) === shared && inFlight.delete(key),
  );
  return shared;
}
