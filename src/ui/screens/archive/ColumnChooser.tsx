import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { archiveStore } from '../../state/archive/archive-store';
import { OPTIONAL_ENTRY_COLUMNS } from './entry-columns';

/** spec archive.md §2 configurable columns of the entry table: one checkbox per optional column. */
export function ColumnChooser() {
  const { t } = useTranslation();
  const { hiddenColumns } = useSnapshot(archiveStore);
  const toggle = (column: string, shown: boolean) => {
    archiveStore.hiddenColumns = shown ? archiveStore.hiddenColumns.filter((hidden) => hidden !== column) : [...archiveStore.hiddenColumns, column];
  };
  return (
    <details className="column-chooser no-print">
      <summary>{t('archive.columns')}</summary>
      {OPTIONAL_ENTRY_COLUMNS.map((column) => (
        <label key={column} className="archive-switch">
          <input type="checkbox" checked={!hiddenColumns.includes(column)} onChange={(event) => toggle(column, event.target.checked)} />
          {t(`archive.${column}`)}
        </label>
      ))}
    </details>
  );
}
