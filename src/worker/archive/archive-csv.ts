// The archive list as CSV (issue 36, also expected by users): the rounds of the current filter in its sort, the list's
// columns, times as the list shows them; ';' separates on the German page (as German spreadsheets read it).
import Papa from 'papaparse';
import type { ArchiveQuery } from '../../shared/contract/archive';
import { formatDateTime } from '../../shared/format/date';
import type { NumberLocale } from '../../shared/format/number';
import { archiveMatches } from './archive-session';

export async function archiveCsv(query: Omit<ArchiveQuery, 'page'>, locale: NumberLocale, headers: string[]): Promise<string> {
  const time = (value: string | undefined) => (value ? formatDateTime(value, locale) : '');
  const rows = (await archiveMatches(query)).map((round) => [
    time(round.creationTime),
    round.mrName,
    round.mrTeam ?? '',
    time(round.submissionTime),
    time(round.decision1Time),
    time(round.decision2Time),
    time(round.completionTime),
    round.mrRemark ?? '',
  ]);
  return Papa.unparse([headers, ...rows], { delimiter: locale === 'de' ? ';' : ',' });
}
