// spec entry.md §5 Deleting an offline round; §8 error catalogue
import type { Entry } from '../schema/entry';
import { groupByStation, isStationComplete } from './completion';

export type DeletionConfirmation = 'plain' | 'typeName';

export const DELETION_NAME_MISMATCH_MESSAGE = 'Input does not match the name of the measuring tour, tour is not deleted';

/**
 * A plain confirmation if no station is complete, or when the browser cannot show a text prompt
 * (`plainConfirmOnly`, the one browser type of the spec); otherwise the user must type the round name.
 */
export function deletionConfirmation(entries: readonly Entry[], plainConfirmOnly = false): DeletionConfirmation {
  if (plainConfirmOnly) return 'plain';
  return groupByStation(entries).some(isStationComplete) ? 'typeName' : 'plain';
}

/** The typed name must equal the round name exactly; a mismatch (or a cancelled prompt) cancels deletion. */
export function isDeletionNameConfirmed(typed: string | null | undefined, mrName: string): boolean {
  return typed === mrName;
}
