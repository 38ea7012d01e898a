// Round protocols are laid out in worker threads (issue 9): a large or hostile document costs a thread of the
// pool, never the event loop, so every other call keeps answering; one whose layout takes longer than the limit
// is stopped (its thread ends, the pool starts a fresh one for the next document).
import { Piscina } from 'piscina';
import type { CompletedMeasureRound } from '../../shared/model';
import type { ProtocolOptions } from './round-protocol';
import { ApiError } from '../http/api-error';

export const PDF_TIME_LIMIT_MS = 30_000;

export interface PdfPool {
  render(round: CompletedMeasureRound, options: ProtocolOptions): Promise<Buffer>;
  close(): Promise<void>;
}

/** What a thread of the pool is given (pdf-thread.mjs); it posts `{ started: id }` when it begins the layout. */
export interface PdfTask {
  id: number;
  round: CompletedMeasureRound;
  options: ProtocolOptions;
}

/**
 * The limit counts from the moment a thread begins the layout, so neither a thread's start (it loads the
 * renderer from source) nor a wait behind other documents counts against a document.
 */
export function createPdfPool(timeLimitMs = PDF_TIME_LIMIT_MS): PdfPool {
  let pool: Piscina | undefined;
  const onStarted = new Map<number, () => void>();
  let lastId = 0;
  return {
    async render(round, options) {
      pool ??= startPool((id) => onStarted.get(id)?.());
      const task: PdfTask = { id: ++lastId, round, options };
      const stop = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      onStarted.set(task.id, () => (timer = setTimeout(() => stop.abort(), timeLimitMs)));
      try {
        const bytes: Uint8Array = await pool.run(task, { signal: stop.signal });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (stop.signal.aborted) throw new ApiError(503, `The protocol could not be laid out within ${timeLimitMs / 1000} s`);
        throw error;
      } finally {
        clearTimeout(timer);
        onStarted.delete(task.id);
      }
    },
    async close() {
      await pool?.destroy();
    },
  };
}

function startPool(started: (id: number) => void): Piscina {
  const pool = new Piscina({ filename: new URL('./pdf-thread.mjs', import.meta.url).href, maxThreads: 2, idleTimeout: 60_000 });
  pool.on('message', (message: { started: number }) => started(message.started));
  return pool;
}
