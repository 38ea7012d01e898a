import { useTranslation } from 'react-i18next';
import { TABLE_COLUMNS, type TableColumn } from './columns';

interface ColumnChoiceProps {
  columns: readonly TableColumn[];
  onChange: (columns: TableColumn[]) => void;
}

/** Checkboxes choosing the table's description columns. */
export function ColumnChoice({ columns, onChange }: ColumnChoiceProps) {
  const { t } = useTranslation();
  return (
    <details className="column-choice-box">
      <summary className="btn">{t('stations.columns')}</summary>
      <div className="column-choice">
        {TABLE_COLUMNS.map((column) => (
          <label key={column} className="check">
            <input
              type="checkbox"
              checked={columns.includes(column)}
              onChange={(event) =>
                onChange(TABLE_COLUMNS.filter((candidate) => (candidate === column ? event.target.checked : columns.includes(candidate))))
              }
            />
            {t(`stations.column.${column}`)}
          </label>
        ))}
      </div>
    </details>
  );
}
