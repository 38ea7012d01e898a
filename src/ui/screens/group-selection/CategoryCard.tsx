import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { GroupCategoryView } from '../../../shared/contract/groups';
import { downloadGpx } from '../../state/gpx-download';
import { createOfflineCopy } from '../../state/offline-copies';
import { store } from '../../state/store';
import { AnalysisLinks } from '../analysis/AnalysisLinks';
import { CsvButton } from '../csv/CsvButton';

/** One category of the group list as the worker answered it; the group name links to its input page for the chosen day. */
export function CategoryCard({ category }: { category: GroupCategoryView }) {
  const { t } = useTranslation();
  const { settings, online } = useSnapshot(store);
  const [expanded, setExpanded] = useState(category.initiallyExpanded);
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
          {category.groups.map(({ group, inputPath, mapUrl }) => (
            <li key={String(group.mrId)} className="group-item">
              {inputPath ? (
                <Link href={inputPath} className="group-name">
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
                {online && mapUrl && (
                  <a className="btn" href={mapUrl} target="_blank" rel="noreferrer">
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
