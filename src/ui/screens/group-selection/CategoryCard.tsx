import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupCategoryView } from '../../../shared/contract/groups';
import type { Settings } from '../../../shared/schema/settings';
import { downloadGpx } from '../../state/gpx-download';
import { createOfflineCopy } from '../../state/offline-copies';
import { inputPagePath } from '../../app/input-page-path';
import { AnalysisLinks } from '../analysis/AnalysisLinks';
import { CsvButton } from '../csv/CsvButton';

/** The buttons each group of the list offers besides "Offline erfassen" (spec entry.md §2). */
interface GroupButtons {
  /** CSV import: online, by setting showCsvImport, not in offline mode */
  csv: boolean;
  /** charts, remarks, table: logged in and online (archive.md §2), not in offline mode, by setting showDetails */
  analysis: boolean;
  gpx: boolean;
  /** the map link, where the group has one */
  map: boolean;
}

type ButtonSettings = Pick<Settings, 'mode' | 'showCsvImport' | 'showDetails' | 'showGpxDownload'>;

export function groupButtons(settings: ButtonSettings | undefined, loggedIn: boolean, online: boolean): GroupButtons {
  const onlineMode = online && settings?.mode !== 2;
  return {
    csv: Boolean(settings?.showCsvImport) && onlineMode,
    analysis: loggedIn && onlineMode && settings?.showDetails !== false,
    gpx: Boolean(settings?.showGpxDownload),
    map: online,
  };
}

interface Props {
  category: GroupCategoryView;
  /** the day chosen on screen (yyyy-MM-dd), which the input links open; '' none */
  day: string;
  buttons: GroupButtons;
}

/**
 * One category of the group list as the worker answered it; the group name links to its input page for the chosen day.
 * It reads no store: the cards mount in the list's deferred render, and a component mounting there that read the
 * store made React render the whole list again synchronously (one long task) whenever any store value changed
 * meanwhile (valtio's snapshot of a component not yet committed compares as changed). Memoised: the group
 * selection's other renders (a typed filter, a store change) pass the same category (issue 13).
 */
export const CategoryCard = memo(function CategoryCard({ category, day, buttons }: Props) {
  const { t } = useTranslation();
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
          {category.groups.map(({ group, inputPage, mapUrl }) => (
            <li key={String(group.mrId)} className="group-item">
              {inputPage && day ? (
                <Link href={inputPagePath(inputPage, group.mrId, day)} className="group-name">
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
                {buttons.csv && <CsvButton mrName={group.mrName} />}
                {buttons.analysis && <AnalysisLinks mrName={group.mrName} />}
                {buttons.gpx && (
                  <button type="button" className="btn" onClick={() => void downloadGpx(group)}>
                    {t('groups.gpx')}
                  </button>
                )}
                {buttons.map && mapUrl && (
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
});
