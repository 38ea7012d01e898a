// spec archive.md §2 Archive list: the summary row of a completed round, built once when the round is
// written, so the list never carries entries: filter text (group, name, team, remarks, station, site,
// parameter), image and remark counts, and the stages its entries are relevant for (decision flags).
import type { CompletedMeasureRound } from '../schema/archive';
import type { StoredArchiveSummary } from '../schema/archive';
import { roundSearchTexts } from './archive-filter';
import { roundImageCount } from './archive-list';
import { hasRemarkText } from './completed-entry-type';
import { relevantStagesOf } from './decisions';
import { CompletedRoundSchema } from '../schema/archive';
import { violationOf } from '../schema/check';

export function archiveSummaryOf(round: CompletedMeasureRound): StoredArchiveSummary {
  const invalid = violationOf(CompletedRoundSchema, round);
  if (invalid) return { instanceId: typeof round.instanceId === 'string' ? round.instanceId : undefined, relevantStages: [], invalid };
  return summaryOfCheckedRound(round);
}

/**
 * The summary of a round known to match its schema: one the server built from a post its schema checked (issue 13:
 * checking a 1,000-entry round once more took a tenth of the post's time).
 */
export function summaryOfCheckedRound(round: CompletedMeasureRound): StoredArchiveSummary {
  const { entries } = round;
  const fields = withoutEntries(round);
  return {
    ...fields,
    imageCount: roundImageCount(round),
    remarkCount: entries.filter(hasRemarkText).length,
    relevantStages: relevantStagesOf(round),
    searchText: archiveSearchText(round),
  };
}

function withoutEntries(round: CompletedMeasureRound) {
  const { entries: _entries, userDecision1Required: _one, userDecision2Required: _two, ...fields } = round;
  return fields;
}

/** The filter's texts lower-cased, each once, one per line (the filter matches line by line: flags 'im'). */
function archiveSearchText(round: CompletedMeasureRound): string {
  const lines = roundSearchTexts(round).map((text) => text.toLowerCase().replace(/\s*\n\s*/g, ' '));
  return [...new Set(lines)].join('\n');
}
