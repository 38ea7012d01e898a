// Round protocols are laid out in worker threads (issue 9): a large or hostile document costs a thread of the
// pool, never the event loop, so every other call keeps answering; one taking longer than the limit is stopped.
import { Piscina } from 'piscina';
import type { CompletedMeasureRound } from '../../shared/model';
import { ApiError } from '../http/api-error';

export const PDF_TIME_LIMIT_MS = 30_000;

export interface PdfPool {
  render(round: CompletedMeasureRound): Promise<Buffer>;
  close(): Promise<void>;
}

export function createPdfPool(timeLimitMs = PDF_TIME_LIMIT_MS): PdfPool {
  let pool: Piscina | undefined;
  return {
    async render(round) {
      pool ??= new Piscina({ filename: new URL('./pdf-thread.mjs', import.meta.url).href, maxThreads: 2, idleTimeout: 60_000 });
      try {
        const bytes: Uint8Array = await pool.run(round, { signal: AbortSignal.timeout(timeLimitMs) });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError') {
          throw new ApiError(503, `The protocol could not be laid out within ${timeLimitMs / 1000} s`);
        }
        throw error;
      }
    },
    async close() {
      await pool?.destroy();
    },
  };
}
