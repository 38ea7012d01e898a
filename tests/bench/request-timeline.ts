// Issue 38: the critical path of a first visit: every request of page and worker in the order it was sent, when it was
// sent and when its last byte arrived (ms after the navigation), and its bytes on the wire (headers and body as sent).
import type { PipeBrowser } from './cdp-pipe';

export interface TimedRequest {
  path: string;
  /** the protocol's resource type: Document, Script, Stylesheet, Fetch, … */
  type: string;
  /** wall-clock times (ms since 1970) */
  sentWallMs: number;
  finishedWallMs?: number;
  wireBytes?: number;
}

interface Sent {
  requestId: string;
  type?: string;
  request: { url: string };
  timestamp: number;
  wallTime: number;
}

/** Records the requests of every session with its Network domain enabled, until the answered function is called. */
export function recordRequests(browser: PipeBrowser): () => TimedRequest[] {
  const requests = new Map<string, TimedRequest & { monotonicToWallMs: number }>();
  // keyed by request id alone: a worker's script is announced in its page's session and finished in the worker's
  const stopSent = browser.on('Network.requestWillBeSent', (params) => {
    const { requestId, type, request, timestamp, wallTime } = params as unknown as Sent;
    const url = new URL(request.url);
    requests.set(requestId, {
      path: url.pathname + url.search,
      type: type ?? 'Other',
      sentWallMs: wallTime * 1000,
      monotonicToWallMs: (wallTime - timestamp) * 1000,
    });
  });
  const stopFinished = browser.on('Network.loadingFinished', (params) => {
    const { requestId, timestamp, encodedDataLength } = params as { requestId: string; timestamp: number; encodedDataLength: number };
    const request = requests.get(requestId);
    if (!request) return;
    request.finishedWallMs = timestamp * 1000 + request.monotonicToWallMs;
    request.wireBytes = encodedDataLength;
  });
  return () => {
    stopSent();
    stopFinished();
    return [...requests.values()].map(({ monotonicToWallMs: _, ...request }) => request).sort((a, b) => a.sentWallMs - b.sentWallMs);
  };
}

/** one line per request sent before `untilWallMs`, times relative to `originWallMs` (the navigation) */
export function formatTimeline(requests: readonly TimedRequest[], originWallMs: number, untilWallMs: number): string {
  const ms = (wallMs: number | undefined) => (wallMs === undefined ? '—' : String(Math.round(wallMs - originWallMs))).padStart(6);
  const lines = requests
    .filter((request) => request.sentWallMs < untilWallMs)
    .map((request) => {
      const kib = request.wireBytes === undefined ? '—' : (request.wireBytes / 1024).toFixed(1);
      return `  ${ms(request.sentWallMs)} → ${ms(request.finishedWallMs)} ms  ${kib.padStart(6)} KiB  ${request.type.padEnd(10)} ${request.path}`;
    });
  const total = requests.filter((request) => request.sentWallMs < untilWallMs).reduce((sum, request) => sum + (request.wireBytes ?? 0), 0);
  return [`First visit's requests until the group selection was interactive (${Math.round(untilWallMs - originWallMs)} ms; sent → last byte, on the wire):`, ...lines, `  ${(total / 1024).toFixed(1)} KiB in all`].join('\n');
}
