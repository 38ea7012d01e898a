/** Aborts a transaction and throws `error` to the caller instead (the transaction's own rejection is expected). */
export function abortWith(tx: { abort(): void; done: Promise<void> }, error: unknown): never {
  tx.done.catch(() => undefined);
  tx.abort();
  throw error;
}
