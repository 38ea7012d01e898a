import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { formatNumber } from '../../../shared/format/number';
import type { Entry } from '../../../shared/model';
import type { RowView } from '../../../shared/worker-api';
import { NumberInput } from '../../components/NumberInput';
import { uiLocale } from '../../i18n/ui-locale';
import { editEntry } from '../../state/mobile/round-actions';

/** One series of the hydro input: value with sign toggle, plausibility and the last value. */
export function HydroSeries({ entry, row }: { entry: Entry; row: RowView }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const last = entry.tsData?.last;
  const label = [entry.tsName ?? entry.tsParameter, entry.tsUnit && `(${entry.tsUnit})`].filter(Boolean).join(' ');
  return (
    <div className="hydro-series" data-ts-id={entry.tsId}>
      <NumberInput
        id={`hydro-value-${row.index}`}
        label={label}
        value={entry.value}
        signToggle
        disabled={entry.inputType === 'NO_IMPORT_NUMBER'}
        warning={[row.implausibleText, row.lastValueText].filter(Boolean).join(' ') || undefined}
        onChange={(value) => editEntry(row.index, { value: value ?? null })}
      />
      <p className="hint">
        {last ? t('hydro.lastValue', { value: formatNumber(last.value, locale), dt: formatDateTime(last.dt, locale) }) : t('hydro.noLastValue')}
      </p>
    </div>
  );
}
