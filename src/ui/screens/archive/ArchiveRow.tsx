import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '../../../shared/format/date';
import type { ArchiveListRow } from '../../../shared/contract/archive';
import { uiLocale } from '../../i18n/ui-locale';
import { Camera, NotebookText, Pencil } from 'lucide-react';
import { Icon } from '../../components/Icon';

/** One round of the archive list (spec archive.md §2 columns, warning highlight, camera and note icons), as the worker paged it. */
export function ArchiveRow({ round }: { round: ArchiveListRow }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
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
      <td className="remark-cell">{round.mrRemark}</td>
    </tr>
  );
}
