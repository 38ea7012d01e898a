import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, SqlParam } from './database';
import type { PgliteAnswer, PgliteRequest, PgliteThreadData } from './pglite-messages';

/** each kind of request without its number (distributes over the union, so each kind keeps its own fields) */
type Unnumbered<Each> = Each extends PgliteRequest ? Omit<Each, 'id'> : never;
type Request = Unnumbered<PgliteRequest>;

/** An error of the database thread with PostgreSQL's fields, as pg's errors carry them. */
class PgliteError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * PGlite runs in a worker thread of its own (pglite-host.ts): its queries run synchronously in WebAssembly, and in
 * the server's thread a long one held every other call, even those that need no database.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const workerData: PgliteThreadData = { dataDir: dataDir === 'memory://' ? undefined : dataDir };
  const thread = new Worker(new URL('./pglite-thread.mjs', import.meta.url), { workerData });
  const waiting = new Map<number, { resolve: (answer: PgliteAnswer) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  await new Promise<void>((ready, failed) => {
    thread.once('message', () => ready());
    thread.once('error', failed);
  });
  thread.on('message', (answer: PgliteAnswer) => {
    const caller = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) caller?.reject(new PgliteError(answer.error.message, answer.error.code, answer.error.detail));
    else caller?.resolve(answer);
  });
  thread.on('error', failAll);
  thread.on('exit', (code) => failAll(new Error(`the database thread ended (exit code ${code})`)));

  const call = <Answer extends PgliteAnswer>(request: Request) =>
    new Promise<Answer>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as (answer: PgliteAnswer) => void, reject });
      thread.postMessage({ ...request, id });
    });

  const run = (transaction?: number): Queryable => ({
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const answer = await call<{ id: number; rows: unknown[] }>({ kind: 'query', sql, params, transaction });
      return answer.rows as Row[];
    },
  });

  return {
    ...run(),
    async transaction(work) {
      const { transaction } = await call<{ id: number; transaction: number }>({ kind: 'begin' });
      let result;
      try {
        result = await work(run(transaction));
      } catch (error) {
        await call({ kind: 'end', transaction, commit: false });
        throw error;
      }
      await call({ kind: 'end', transaction, commit: true });
      return result;
    },
    async exec(sql) {
      await call({ kind: 'exec', sql });
    },
    async close() {
      await call({ kind: 'close' });
      await thread.terminate();
    },
  };
}
