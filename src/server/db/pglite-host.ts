// The embedded database in a thread of its own: a long query costs this thread, never the server's event loop,
// so calls that need no database (static files, /info) keep answering while one runs.
import type { MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { PgliteAnswer, PgliteRequest, PgliteThreadData } from './pglite-messages';

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  /** settles once the transaction is committed or rolled back */
  ended: Promise<void>;
}

const ROLLBACK = Symbol('rollback');

export async function hostPglite(port: MessagePort | null, { dataDir }: PgliteThreadData): Promise<void> {
  if (!port) throw new Error('pglite-host runs in a worker thread');
  const db = await PGlite.create(dataDir);
  const transactions = new Map<number, OpenTransaction>();
  let lastTransaction = 0;

  const begin = () =>
    new Promise<number>((started, failed) => {
      const number = ++lastTransaction;
      const ended = db
        .transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              transactions.set(number, { tx, end: (ok) => (ok ? commit() : rollback(ROLLBACK)), ended });
              started(number);
            }),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            if (error !== ROLLBACK) throw error;
          },
        )
        .finally(() => transactions.delete(number));
      ended.catch(failed);
    });

  const answer = async (request: PgliteRequest): Promise<PgliteAnswer> => {
    switch (request.kind) {
      case 'query': {
        const target = request.transaction === undefined ? db : transactions.get(request.transaction)?.tx;
        if (!target) throw new Error(`no open transaction ${request.transaction}`);
        const result = await target.query(request.sql, request.params as unknown[]);
        return { id: request.id, rows: result.rows };
      }
      case 'exec':
        await db.exec(request.sql);
        return { id: request.id, done: true };
      case 'begin':
        return { id: request.id, transaction: await begin() };
      case 'end': {
        const open = transactions.get(request.transaction);
        if (!open) throw new Error(`no open transaction ${request.transaction}`);
        open.end(request.commit);
        await open.ended;
        return { id: request.id, done: true };
      }
      case 'close':
        await db.close();
        return { id: request.id, done: true };
    }
  };

  port.on('message', (request: PgliteRequest) => {
    answer(request).then(
      (reply) => port.postMessage(reply),
      (error: { message?: string; code?: string; detail?: string }) =>
        port.postMessage({ id: request.id, error: { message: String(error?.message ?? error), code: error?.code, detail: error?.detail } } satisfies PgliteAnswer),
    );
  });
  port.postMessage('ready');
}
