// spec archive.md §2 Archive list: 100 per page (the count line is the text archive.countLine), rows needing a decision, image and remark
// icons, the report button's route and title 'report {filter} {from}–{to}'; §9 archive page size 100.
import { parseISO } from 'date-fns';
import type { CompletedMeasureRound } from '../schema/archive';
import { formatDay } from '../format/date';
import type { NumberLocale } from '../format/number';
import { isDecisionRequired } from './decisions';
import type { DayRange } from './archive-filter';

export const ARCHIVE_PAGE_SIZE = 100;

export function pageCount(total: number, pageSize = ARCHIVE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Rows of page `page` (1-based; clamped to the existing pages). */
export function pageRows<T>(rows: readonly T[], page: number, pageSize = ARCHIVE_PAGE_SIZE): T[] {
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount(rows.length, pageSize));
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/** Rows needing a decision are highlighted as warning. */
export function needsDecision(round: Pick<CompletedMeasureRound, 'userDecision1Required' | 'userDecision2Required'>): boolean {
  return isDecisionRequired(round);
}

/** Images of the round (the camera icon), each image id counted once although a station remark repeats on every entry. */
export function roundImageCount(round: CompletedMeasureRound): number {
  const images = new Set<string>();
  for (const entry of round.entries) {
    for (const remark of [entry.staRemark, entry.tsRemark]) remark?.images?.forEach((image) => images.add(image));
  }
  return images.size;
}

export function hasRoundRemark(round: Pick<CompletedMeasureRound, 'mrRemark'>): boolean {
  return Boolean(round.mrRemark?.trim());
}

/** 'report {filter} {from}–{to}' with the days as dd.MM.yyyy; an empty filter leaves no double space. */
export function archiveReportTitle(filterText: string | undefined, range: DayRange, locale: NumberLocale = 'de'): string {
  const day = (value: string | undefined) => (value ? formatDay(parseISO(value), locale) : '');
  return ['report', filterText?.trim(), `${day(range.from)}–${day(range.to)}`].filter(Boolean).join(' ');
}

/** The report route for the filtered and sorted rounds: /archive/report/{instanceIds}?title=… */
export function archiveReportPath(instanceIds: readonly string[], title: string): string {
  return `/archive/report/${instanceIds.map(encodeURIComponent).join(',')}?title=${encodeURIComponent(title)}`;
}
