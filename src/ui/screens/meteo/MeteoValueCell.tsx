import { useTranslation } from 'react-i18next';
import type { MeteoDayView, MeteoEdit, MeteoField } from '../../../shared/contract';
import { NumberInput } from '../../components/NumberInput';

interface MeteoValueCellProps {
  day: MeteoDayView;
  field: MeteoField;
  onEdit: (edit: MeteoEdit) => void;
}

/** A number of a meteo day; air temperature has the sign toggle, the precipitation and snow fields a zero button while empty. */
export function MeteoValueCell({ day, field, onEdit }: MeteoValueCellProps) {
  const { t } = useTranslation();
  const label = t(`meteo.${field}`);
  return (
    <div className="zero-field">
      <NumberInput
        id={`meteo-${field}-${day.row.day}`}
        label={label}
        value={day.row[field]}
        signToggle={field === 'airTemperature'}
        disabled={day.disabled}
        onChange={(value) => onEdit({ kind: 'value', field, value: value ?? null })}
      />
      {!day.disabled && day.zeroFields.includes(field) && (
        <button type="button" className="btn" aria-label={t('meteo.zeroLabel', { field: label })} onClick={() => onEdit({ kind: 'zero', field })}>
          {t('meteo.zero')}
        </button>
      )}
    </div>
  );
}
