import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import type { CompletedMeasureRound } from '../../../shared/schema/archive';
import { uiLocale } from '../../i18n/ui-locale';
import { ClampedText } from './ClampedText';

/** spec archive.md §2 meta table: creation, submission, decision 1 and 2 with team, completion, remark, time zone. */
export function RoundMeta({ round }: { round: CompletedMeasureRound }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const time = (value: string | undefined) => formatDateTime(value, locale);
  const withTeam = (value: string | undefined, team: string | undefined) => (team ? `${time(value)} (${team})` : time(value));
  const rows: [string, ReactNode][] = [
    [t('archive.creationTime'), withTeam(round.creationTime, round.mrTeam)],
    [t('archive.submissionTime'), time(round.submissionTime)],
    [t('archive.decision1Time'), withTeam(round.decision1Time, round.decision1Team)],
    [t('archive.decision2Time'), withTeam(round.decision2Time, round.decision2Team)],
    [t('archive.completionTime'), time(round.completionTime)],
    [t('archive.mrRemark'), round.mrRemark && <ClampedText text={round.mrRemark} />],
    [t('archive.timeZone'), Intl.DateTimeFormat().resolvedOptions().timeZone],
  ];
  return (
    <table className="archive-meta" aria-label={t('archive.meta')}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
