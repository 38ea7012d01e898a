import { memo } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import { formatDateTime } from '../../../shared/format/date';
import type { NumberLocale } from '../../../shared/format/number';
import type { ArchiveListRow } from '../../../shared/contract/archive';
import { Camera, NotebookText, Pencil } from 'lucide-react';
import { Icon } from '../../components/Icon';
import { ClampedText } from './ClampedText';

interface ArchiveRowProps {
  round: ArchiveListRow;
  /** the list's translation and locale: a hook per row cost measurable time on a phone (issue 13) */
  t: TFunction;
  locale: NumberLocale;
}

/**
 * One round of the archive list (spec archive.md §2 columns, warning highlight, camera and note icons), as the worker
 * paged it. The worker pushes the page again (refresh, progress) with equal rows: those are not rendered again.
 */
export const ArchiveRow = memo(function ArchiveRow({ round, t, locale }: ArchiveRowProps) {
  const time = (value: string | undefined) => formatDateTime(value, locale);
  const images = round.imageCount;
  const editIcon = (required: boolean | undefined) =>
    required && (
      <span className="edit-icon" role="img" aria-label={t('archive.decisionRequired')} title={t('archive.decisionRequired')}>
        <Icon icon={Pencil} size={16} />
      </span>
    );
  return (
    <tr className={round.needsDecision ? 'row-warning' : undefined} data-instance-id={round.instanceId}>
      <td>{time(round.creationTime)}</td>
      <td>
        <Link href={`/archive/${encodeURIComponent(round.instanceId)}`}>{round.mrName}</Link>
        {images > 0 && (
          <span className="archive-icon" role="img" aria-label={t('archive.images', { count: images })} title={t('archive.images', { count: images })}>
            <Icon icon={Camera} size={16} /> {images}
          </span>
        )}
        {round.hasRemark && (
          <span className="archive-icon" role="img" aria-label={t('archive.hasRemark')} title={t('archive.hasRemark')}>
            <Icon icon={NotebookText} size={16} />
          </span>
        )}
      </td>
      <td>{round.mrTeam}</td>
      <td>{time(round.submissionTime)}</td>
      <td>
        {time(round.decision1Time)} {editIcon(round.userDecision1Required)}
      </td>
      <td>
        {time(round.decision2Time)} {editIcon(round.userDecision2Required)}
      </td>
      <td>{time(round.completionTime)}</td>
      <td>{round.mrRemark && <ClampedText text={round.mrRemark} />}</td>
    </tr>
  );
}, sameRow);

function sameRow(before: ArchiveRowProps, after: ArchiveRowProps): boolean {
  if (before.t !== after.t || before.locale !== after.locale) return false;
  const keys = Object.keys(after.round) as (keyof ArchiveListRow)[];
  return keys.length === Object.keys(before.round).length && keys.every((key) => before.round[key] === after.round[key]);
}
