import { useTranslation } from 'react-i18next';
import { applyZeroButton, hasZeroButton } from '../../../shared/rules/meteo-edits';
import type { MeteoField, MeteoRow } from '../../../shared/rules/meteo-rows';
import { NumberInput } from '../../components/NumberInput';

interface MeteoValueCellProps {
  row: MeteoRow;
  field: MeteoField;
  disabled: boolean;
  onChange: (row: MeteoRow) => void;
}

/** A number of a meteo row; air temperature has the sign toggle, the precipitation and snow fields a zero button while empty. */
export function MeteoValueCell({ row, field, disabled, onChange }: MeteoValueCellProps) {
  const { t } = useTranslation();
  const label = t(`meteo.${field}`);
  return (
    <div className="zero-field">
      <NumberInput
        id={`meteo-${field}-${row.day}`}
        label={label}
        value={row[field]}
        signToggle={field === 'airTemperature'}
        disabled={disabled}
        onChange={(value) => onChange({ ...row, [field]: value ?? null })}
      />
      {!disabled && hasZeroButton(row, field) && (
        <button type="button" className="btn" aria-label={t('meteo.zeroLabel', { field: label })} onClick={() => onChange(applyZeroButton(row, field))}>
          {t('meteo.zero')}
        </button>
      )}
    </div>
  );
}
