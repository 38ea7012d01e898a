// Changes stored by this worker or by another tab's worker on the same database. Every tab has its own dedicated
// worker; they tell each other through the database's tab channel (docs/decisions/worker.md, Push and tabs).
import { hearOtherTabs, tellOtherTabs } from './tab-channel';

export type Change =
  | { kind: 'round' | 'transfers'; instanceId: string }
  /** the stored archive list was brought to `version` (issue 11) */
  | { kind: 'archive'; version: string }
  /** a meteo table (its tableId) was edited, or posted (its history changed) */
  | { kind: 'meteo'; table: string; posted?: boolean }
  /** issue 34: the post of a copy finished, the copy left the device */
  | { kind: 'posted'; instanceId: string }
  /** this tab's archive list changed in memory (a load step, a refresh): told only here (announceHere) */
  | { kind: 'archive-state' }
  /** a preload job of this tab made progress: told only here */
  | { kind: 'preload'; jobId: string };

type Listener = (change: Change) => void;

const listeners = new Set<Listener>();

function deliver(change: Change): void {
  for (const listener of listeners) listener(change);
}

/** Tells this worker's and the other tabs' subscribers; call after the change is committed. */
export function announce(...changes: Change[]): void {
  for (const change of changes) {
    deliver(change);
    tellOtherTabs<Change>('change', change);
  }
}

/** Tells this worker's subscribers of a change held in its memory only (the other tabs do not share it). */
export function announceHere(change: Change): void {
  deliver(change);
}

/** Makes sure the other tabs' changes arrive from this session's database (a session may switch databases). */
export function listenToOtherTabs(): void {
  hearOtherTabs<Change>('change', deliver);
}

export function onChange(listener: Listener): () => void {
  listenToOtherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
