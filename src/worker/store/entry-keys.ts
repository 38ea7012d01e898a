import type { OfflineRound } from './schema';

export function hasEntryKeys(round: OfflineRound): boolean {
  return round.entries.every((entry) => entry.entryKey);
}

/** Gives every entry of a copy a key of its own (entries of copies stored before keys existed, duplicated stations). */
export function withEntryKeys(round: OfflineRound): OfflineRound {
  if (hasEntryKeys(round)) return round;
  return { ...round, entries: round.entries.map((entry) => (entry.entryKey ? entry : { ...entry, entryKey: crypto.randomUUID() })) };
}
