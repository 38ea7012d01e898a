import type { OfflineRound } from './schema';

/** Gives every entry of a copy a key of its own (entries of copies stored before keys existed, duplicated stations). */
export function withEntryKeys(round: OfflineRound): OfflineRound {
  if (round.entries.every((entry) => entry.entryKey)) return round;
  return { ...round, entries: round.entries.map((entry) => (entry.entryKey ? entry : { ...entry, entryKey: crypto.randomUUID() })) };
}
