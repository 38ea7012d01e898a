import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import type { Entry } from '../../../shared/schema/entry';
import type { RowView } from '../../../shared/contract';
import { readingText, valueCodes } from '../../../shared/format/reading';
import { NumberInput } from '../../components/NumberInput';
import { CodeInput } from '../mobile/input/CodeInput';
import { ruleMessageText } from '../../i18n/rule-message';
import { uiLocale } from '../../i18n/ui-locale';
import type { SeriesHistory } from '../../state/online-entry/series-history';
import { editEntry } from '../../state/mobile/round-actions';

/** One series of the hydro input: value with sign toggle, plausibility and the last value. */
export function HydroSeries({ entry, row, last }: { entry: Entry; row: RowView; last: SeriesHistory['last'] }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const label = [entry.tsName ?? entry.tsParameter, entry.tsUnit && `(${entry.tsUnit})`].filter(Boolean).join(' ');
  return (
    <div className="hydro-series" data-ts-id={entry.tsId}>
      {valueCodes(entry.inputType) ? (
        <CodeInput label={label} entry={entry} row={row} warning={ruleMessageText(t, i18n.language, row.implausible)} />
      ) : (
        <NumberInput
          id={`hydro-value-${row.index}`}
          label={label}
          value={entry.value}
          signToggle
          disabled={entry.inputType === 'NO_IMPORT_NUMBER'}
          warning={ruleMessageText(t, i18n.language, row.implausible)}
          note={ruleMessageText(t, i18n.language, row.lastValue)}
          onChange={(value) => editEntry(row.entryKey, { value: value ?? null })}
        />
      )}
      <p className="hint">
        {last ? t('hydro.lastValue', { value: readingText(last.value, entry.inputType, locale), dt: formatDateTime(last.dt, locale) }) : t('hydro.noLastValue')}
      </p>
    </div>
  );
}
