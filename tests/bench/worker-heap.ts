// The JavaScript heap of the bench's dedicated workers (issue 32 item 3: the spec's full-round list read by the worker
// keeps its memory bounded): a worker has no performance.memory, so its heap is read over the browser's DevTools
// protocol, every SAMPLE_MS while a piece of work runs: the largest used heap seen (garbage not yet collected counts).
import { setTimeout } from 'node:timers/promises';
import type { BenchBrowser } from './browser';

const SAMPLE_MS = 250;
const MB = 1e6;

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/** Watches the heaps of the workers whose script URL contains `scriptPart`, started now or later, until `stop`. */
export async function watchWorkerHeap(bench: BenchBrowser, scriptPart: string): Promise<{ stop(): Promise<number> }> {
  const cdp = await bench.browser.newBrowserCDPSession();
  /** the session of each worker attached, by target */
  const sessions = new Map<string, string>();
  const calls = new Map<number, { sessionId: string; resolve: (result: Record<string, unknown>) => void }>();
  let nextId = 1;
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message) as { id?: number; result?: Record<string, unknown> };
    if (answer.id !== undefined) calls.get(answer.id)?.resolve(answer.result ?? {});
  });
  // a worker that ends (terminated by the page) answers nothing more
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => {
    for (const call of calls.values()) if (call.sessionId === sessionId) call.resolve({});
    for (const [targetId, attached] of sessions) if (attached === sessionId) sessions.delete(targetId);
  });
  /** a call into one worker (sessions that are not flattened: Playwright's sessions send to the browser only) */
  const inWorker = (sessionId: string, method: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = nextId++;
      calls.set(id, { sessionId, resolve });
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) }).catch(() => resolve({}));
    });
  const peaks = new Map<string, number>();
  const sample = async () => {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    for (const target of targetInfos) {
      if (target.type !== 'worker' || !target.url.includes(scriptPart) || sessions.has(target.targetId)) continue;
      const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
      sessions.set(target.targetId, sessionId);
    }
    for (const sessionId of sessions.values()) {
      const { usedSize } = (await inWorker(sessionId, 'Runtime.getHeapUsage')) as { usedSize?: number };
      if (usedSize !== undefined) peaks.set(sessionId, Math.max(peaks.get(sessionId) ?? 0, usedSize));
    }
  };
  let watching = true;
  const sampling = (async () => {
    while (watching) {
      // a worker that ended between the list of targets and its attachment: the next sample goes on without it
      await sample().catch(() => undefined);
      await setTimeout(SAMPLE_MS);
    }
  })();
  return {
    /** the largest used heap of one of the workers (MB) */
    async stop() {
      watching = false;
      await sampling;
      await cdp.detach();
      return Math.max(0, ...peaks.values()) / MB;
    },
  };
}
