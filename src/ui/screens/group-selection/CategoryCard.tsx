import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { GroupCategory } from '../../../shared/rules/group-selection';
import { inputPagePath } from '../../../shared/rules/input-page';
import { meviUrl } from '../../../shared/rules/mevi-link';
import { downloadGpx } from '../../state/gpx-download';
import { createOfflineCopy } from '../../state/offline-copies';
import { store } from '../../state/store';
import { AnalysisLinks } from '../analysis/AnalysisLinks';
import { CsvButton } from '../csv/CsvButton';

interface Props {
  category: GroupCategory;
  initiallyExpanded: boolean;
  /** the chosen day (yyyy-MM-dd) in online mode: the group name links to its input page */
  onlineDate?: string;
}

export function CategoryCard({ category, initiallyExpanded, onlineDate }: Props) {
  const { t } = useTranslation();
  const { settings, online } = useSnapshot(store);
  const meviLink = online && settings?.mode !== 2 ? settings?.meviLink : undefined;
  const [expanded, setExpanded] = useState(initiallyExpanded);
  return (
    <div className="card category">
      <button
        type="button"
        className="card-header"
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
      >
        <span className="category-name">{category.name}</span>
        <span className="badge">{t('groups.count', { count: category.groups.length })}</span>
      </button>
      {expanded && (
        <ul className="group-list">
          {category.groups.map((group) => (
            <li key={String(group.mrId)} className="group-item">
              {onlineDate && settings ? (
                <Link href={inputPagePath(group, onlineDate, settings.inputKinds)} className="group-name">
                  {group.mrName}
                </Link>
              ) : (
                <span className="group-name">{group.mrName}</span>
              )}
              {group.mrRemark && <small className="group-remark">{group.mrRemark}</small>}
              <span className="group-actions">
                <button type="button" className="btn btn-primary" onClick={() => void createOfflineCopy(group.mrId)}>
                  {t('groups.createOfflineCopy')}
                </button>
                <CsvButton mrName={group.mrName} />
                <AnalysisLinks mrName={group.mrName} />
                {settings?.showGpxDownload && (
                  <button type="button" className="btn" onClick={() => void downloadGpx(group)}>
                    {t('groups.gpx')}
                  </button>
                )}
                {meviLink && (
                  <a className="btn" href={meviUrl(meviLink, group)} target="_blank" rel="noreferrer">
                    {t('groups.map')}
                  </a>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
