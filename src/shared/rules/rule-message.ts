// issue 36 item 17: what a rule has to say crosses the worker boundary as a message key and its values; the UI words
// it in the page's language and formats the numbers as it shows them.

type RuleMessageKey =
  | 'plausibility.outOfRange'
  | 'plausibility.incident'
  | 'plausibility.lastOutOfRange'
  | 'plausibility.lastAtMin'
  | 'plausibility.lastAtMax'
  | 'plausibility.dateFuture'
  | 'plausibility.dateTooOld';

export interface RuleMessage {
  key: RuleMessageKey;
  /** readings (value, min, max, deviation): shown in the page's number format, a missing one as a dash */
  readings?: Record<string, number | undefined>;
  /** a count the text is worded for (days) */
  count?: number;
}
