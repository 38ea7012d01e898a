// spec archive.md §2 entry table: the value as the detail, the report and the PDF protocol show it (issue 36 item 1, 5, 8).
import type { CompletedEntry } from '../schema/archive';
import { completedInputType } from '../rules/completed-entry-type';
import { formatNumber, type NumberLocale } from './number';
import { readingText, valueCodes } from './reading';

/**
 * A category value as its label (in German the stored overview string first, which is German), a number with its
 * unit otherwise; a formula entry without a value shows its stored calculated value.
 */
export function completedValueText(entry: CompletedEntry, locale: NumberLocale): string {
  const inputType = completedInputType(entry);
  if (valueCodes(inputType)) return (locale === 'de' && entry.valueOverviewString) || readingText(entry.value, inputType, locale);
  const number = formatNumber(entry.value ?? entry.valueCalculated, locale);
  return entry.tsUnit && number !== '-' ? `${number} ${entry.tsUnit}` : number;
}
