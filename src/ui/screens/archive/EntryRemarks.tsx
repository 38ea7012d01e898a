// Remarks of a completed entry (spec archive.md §2): texts, tasks, location with 6 decimals, images.
import { useTranslation } from 'react-i18next';
import { formatCoordinate } from '../../../shared/format/number';
import type { InstanceId } from '../../../shared/contract/ids';
import type { CompletedEntry } from '../../../shared/schema/archive';
import type { Remark } from '../../../shared/schema/remark';
import { uiLocale } from '../../i18n/ui-locale';
import { ArchiveImage } from './ArchiveImage';
import { ClampedText } from './ClampedText';
import { Camera, Check } from 'lucide-react';
import { Icon } from '../../components/Icon';

function remarksOf(entry: CompletedEntry): Remark[] {
  return [entry.staRemark, entry.tsRemark].filter((remark): remark is Remark => remark !== undefined);
}

export function RemarkTexts({ entry }: { entry: CompletedEntry }) {
  const { t } = useTranslation();
  return (
    <>
      {remarksOf(entry).map((remark, index) => remark.text && <ClampedText key={index} text={remark.text} />)}
      {entry.staTasks?.map((task, index) => (
        <div key={task.taskId ?? index} className="task">
          <span className="badge">{task.taskType || t('archive.task')}</span> {task.text}
          {task.taskDone && <span> <Icon icon={Check} size={16} /> {t('archive.taskDone')}</span>}
        </div>
      ))}
    </>
  );
}

export function RemarkLocations({ entry }: { entry: CompletedEntry }) {
  const { i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (
    <>
      {remarksOf(entry).map(
        (remark, index) =>
          remark.location && (
            <div key={index} className="location">
              {formatCoordinate(remark.location.latitude, locale)}, {formatCoordinate(remark.location.longitude, locale)}
            </div>
          ),
      )}
    </>
  );
}

/** The remark images: thumbnails when archive images are shown for this round, else only their count. */
export function RemarkImages({ entry, instanceId, shown }: { entry: CompletedEntry; instanceId: InstanceId; shown: boolean }) {
  const { t } = useTranslation();
  const names = [...new Set(remarksOf(entry).flatMap((remark) => remark.images ?? []))];
  if (names.length === 0) return null;
  if (!shown) return <span><Icon icon={Camera} size={16} /> {t('archive.images', { count: names.length })}</span>;
  return (
    <>
      {names.map((name) => (
        <ArchiveImage key={name} instanceId={instanceId} imageName={name} />
      ))}
    </>
  );
}
