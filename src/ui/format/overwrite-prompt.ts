// spec entry.md §5 Overwrite-all-dates: the prompt's field, suggesting now + 7 h and reading the date typed over it.
// Input parsing of the prompt (issue 10): the worker sets the date read here on every station ('overwriteDates').
import { addHours, format, isValid, parse } from 'date-fns';

const OVERWRITE_SUGGESTION_HOURS = 7;
/** the format of the prompt's text (medium date of entry.md §9) */
const OVERWRITE_FORMAT = 'dd.MM.yyyy HH:mm';
const OVERWRITE_INVALID_MESSAGE = 'Invalid input or date format';

export function overwriteSuggestion(now: Date): string {
  return format(addHours(now, OVERWRITE_SUGGESTION_HOURS), OVERWRITE_FORMAT);
}

type OverwriteInput =
  | { kind: 'skip' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ok'; date: Date };

/**
 * The prompt's answer: empty, cancelled or unchanged from the suggestion skips; text that is not a
 * date in the prompt's format is invalid; otherwise the date to set on all stations.
 */
export function validateOverwriteInput(input: string | null | undefined, suggestion: string): OverwriteInput {
  const trimmed = input?.trim() ?? '';
  if (trimmed === '' || trimmed === suggestion) return { kind: 'skip' };
  const date = parse(trimmed, OVERWRITE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? { kind: 'ok', date } : { kind: 'invalid', message: OVERWRITE_INVALID_MESSAGE };
}
