// spec entry.md §5 Date rules, §9 past-date range 10 days (how a date field reads input: ../format/date-input)
import { subDays } from 'date-fns';
import { toDate } from '../format/date-input';
import type { RuleMessage } from './rule-message';

const PAST_DATE_DAYS = 10;

type DateImplausibility = 'future' | 'tooOld';

/** The message of an implausible date for the UI to word (issue 36 item 17). */
export function dateImplausibleMessage(issue: DateImplausibility, pastDateDays = PAST_DATE_DAYS): RuleMessage {
  return issue === 'future' ? { key: 'plausibility.dateFuture' } : { key: 'plausibility.dateTooOld', count: pastDateDays };
}

/** A date in the future, or older than `pastDateDays` days before now, is implausible. */
export function dateImplausibility(
  dt: Date | string | undefined,
  now: Date,
  pastDateDays = PAST_DATE_DAYS,
): DateImplausibility | undefined {
  const date = toDate(dt);
  if (!date) return undefined;
  if (date.getTime() > now.getTime()) return 'future';
  if (date.getTime() < subDays(now, pastDateDays).getTime()) return 'tooOld';
  return undefined;
}

export function hasValidDate(dt: string | undefined | null): boolean {
  return toDate(dt) !== undefined;
}
