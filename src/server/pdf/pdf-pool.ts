// Round protocols are laid out in worker threads (issue 9): a large or hostile document costs a thread of the
// pool, never the event loop, so every other call keeps answering; one whose layout takes longer than the limit
// is stopped (its thread ends, the pool starts a fresh one for the next document).
// issue 35: the queue in front of the threads is bounded and shared fairly. A user has at most PER_USER_SHARE
// protocols waiting or under way and lays out on at most all threads but one, so one user's ten
// PDFs never delay another's first; a request beyond the queue or the share answers 503 with Retry-After at once.
// Each thread's heap is capped, so a document that would need more ends its thread, not the server.
import { Piscina } from 'piscina';
import { DEFAULT_PROTOCOL_OPTIONS, type ProtocolOptions } from './round-protocol';
import { ApiError } from '../http/api-error';

const PDF_TIME_LIMIT_MS = 30_000;
const PDF_THREADS = 2;
/** protocols admitted and not yet under way (read or waiting for a thread), of all users */
const PDF_QUEUE_LENGTH = 16;
/** protocols one user may have waiting or under way */
export const PER_USER_SHARE = 2;
const RETRY_AFTER_SECONDS = 10;
/** heap of one layout thread; the largest round within every limit (10,000 entries, cells cut) needs about 300 MB */
const THREAD_HEAP_MB = 512;

interface PdfPoolOptions {
  timeLimitMs?: number;
  threads?: number;
  queueLength?: number;
  perUserShare?: number;
}

export interface PdfPool {
  /**
   * The protocol of the round whose JSON text `load` reads, asked for by `user`: the share is taken before the round
   * is read (a big round takes a while to read), so a refusal costs nothing. The text is parsed in the layout thread.
   */
  render(user: string, load: () => Promise<string>, options?: ProtocolOptions): Promise<Buffer>;
  close(): Promise<void>;
}

/** What a thread of the pool is given (pdf-thread.mjs); it posts `{ started: id }` when it begins the layout. */
interface PdfTask {
  id: number;
  /** the round's JSON text: one string crosses to the thread, not an object graph copied on the event loop */
  roundJson: string;
  options: ProtocolOptions;
}

interface Waiting {
  user: string;
  start: () => void;
}

const busy = (message: string) => new ApiError(503, message, undefined, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

/**
 * The limit counts from the moment a thread begins the layout, so neither a thread's start (it loads the
 * renderer from source) nor a wait behind other documents counts against a document.
 */
export function createPdfPool(options: PdfPoolOptions = {}): PdfPool {
  const { timeLimitMs = PDF_TIME_LIMIT_MS, threads = PDF_THREADS, queueLength = PDF_QUEUE_LENGTH, perUserShare = PER_USER_SHARE } = options;
  let pool: Piscina | undefined;
  const onStarted = new Map<number, () => void>();
  let lastId = 0;
  const waiting: Waiting[] = [];
  const running = new Map<string, number>();
  const held = new Map<string, number>();
  let runningCount = 0;
  /** protocols admitted and not yet answered: read, waiting or under way */
  let heldCount = 0;
  const perUserThreads = Math.max(1, threads - 1);
  const count = (counts: Map<string, number>, user: string, change: number) => {
    const next = (counts.get(user) ?? 0) + change;
    if (next === 0) counts.delete(user);
    else counts.set(user, next);
  };

  /** Starts waiting protocols on free threads, the oldest first, keeping a thread free of each user for the others. */
  function dispatch(): void {
    for (let index = 0; runningCount < threads && index < waiting.length; ) {
      const next = waiting[index];
      if ((running.get(next.user) ?? 0) >= perUserThreads) {
        index++;
        continue;
      }
      waiting.splice(index, 1);
      runningCount++;
      count(running, next.user, 1);
      next.start();
    }
  }

  async function layOut(roundJson: string, options: ProtocolOptions): Promise<Buffer> {
    pool ??= startPool(threads, (id) => onStarted.get(id)?.());
    const task: PdfTask = { id: ++lastId, roundJson, options };
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    onStarted.set(task.id, () => (timer = setTimeout(() => stop.abort(), timeLimitMs)));
    try {
      const bytes: Uint8Array = await pool.run(task, { signal: stop.signal });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (stop.signal.aborted) throw new ApiError(503, `The protocol could not be laid out within ${timeLimitMs / 1000} s`);
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new ApiError(503, 'The protocol is too large to be laid out');
      throw error;
    } finally {
      clearTimeout(timer);
      onStarted.delete(task.id);
    }
  }

  return {
    async render(user, load, options = DEFAULT_PROTOCOL_OPTIONS) {
      if ((held.get(user) ?? 0) >= perUserShare) throw busy(`At most ${perUserShare} protocols per user are laid out at a time`);
      if (heldCount - runningCount >= queueLength) throw busy('Too many protocols are being laid out');
      count(held, user, 1);
      heldCount++;
      try {
        const roundJson = await load();
        await new Promise<void>((resolve) => {
          waiting.push({ user, start: resolve });
          dispatch();
        });
        try {
          return await layOut(roundJson, options);
        } finally {
          runningCount--;
          count(running, user, -1);
        }
      } finally {
        count(held, user, -1);
        heldCount--;
        dispatch();
      }
    },
    async close() {
      await pool?.destroy();
    },
  };
}

function startPool(threads: number, started: (id: number) => void): Piscina {
  const pool = new Piscina({
    filename: new URL('./pdf-thread.mjs', import.meta.url).href,
    maxThreads: threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  pool.on('message', (message: { started: number }) => started(message.started));
  return pool;
}
