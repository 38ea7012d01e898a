// issue 32 item 1: a screen's history load ends when the screen is left. The UI names each load by an id and cancels
// it by that id when it unsubscribes (an AbortSignal cannot cross the worker boundary); the signal reaches the fetch.
const running = new Map<string, AbortController>();

/** Runs `load` with a signal that `cancelScreenLoad(loadId)` aborts; without an id, with none. */
export async function asScreenLoad<T>(loadId: string | undefined, load: (signal?: AbortSignal) => Promise<T>): Promise<T> {
  if (loadId === undefined) return load();
  const controller = new AbortController();
  running.set(loadId, controller);
  try {
    return await load(controller.signal);
  } finally {
    if (running.get(loadId) === controller) running.delete(loadId);
  }
}

export function cancelScreenLoad(loadId: string): void {
  running.get(loadId)?.abort();
  running.delete(loadId);
}
