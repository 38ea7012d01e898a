import { memo, useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { useSnapshot } from 'valtio';
import type { Entry } from '../../../../shared/schema/entry';
import type { RowView } from '../../../../shared/contract';
import { formatDateTime } from '../../../../shared/format/date';
import { formatNumber, isValidNumber } from '../../../../shared/format/number';
import { readingText } from '../../../../shared/format/reading';
import { NumberInput } from '../../../components/NumberInput';
import { editEntry, editEntryPart } from '../../../state/mobile/round-actions';
import { store } from '../../../state/store';
import { CodeInput } from './CodeInput';
import { DischargeInput } from './discharge/DischargeInput';
import { RemarkInput } from './RemarkInput';
import { SnowInput } from './SnowInput';
import { ValueAfterInput } from './ValueAfterInput';
import { useRoundSelector } from '../../../state/mobile/use-round-view';
import { ruleMessageText } from '../../../i18n/rule-message';

/**
 * One timeseries of the station, with the input its input type calls for (spec entry.md §4). It renders again only
 * when its own entry or row view changes (issue 13: a keystroke in one series leaves the others as they are).
 */
export const SeriesInput = memo(function SeriesInput({ row, onPasteValues }: { row: number; onPasteValues: (row: number, values: (number | undefined)[]) => void }) {
  const { t, language } = useT();
  const { settings } = useSnapshot(store);
  const entry = useRoundSelector((view) => view.round.entries[row]);
  const rowView = useRoundSelector((view) => view.rows[row]);
  const label = [entry.tsParameter, entry.tsName, entry.tsUnit && `[${entry.tsUnit}]`].filter(Boolean).join(' ');
  const id = `series-${row}`;
  const last = entry.tsData?.last;
  // an answer renders the series being typed in: its texts are translated again only when they change (issue 13);
  // by value, as each answer brings a new `last` object
  const remarkLabel = useMemo(() => `${t('mobile.seriesRemark')} ${entry.tsParameter}`, [t, entry.tsParameter]);
  const [lastValue, lastDt] = [last?.value, last?.dt];
  const lastText = useMemo(
    () => lastDt && t('mobile.lastValue', { value: readingText(lastValue, entry.inputType), dt: formatDateTime(lastDt) }),
    [t, lastValue, lastDt, entry.inputType],
  );

  return (
    <div className={`series-input status-${rowView.status || 'none'}`} data-ts-id={entry.tsId} data-testid={`series-${entry.tsId}`}>
      {entry.inputType === 'NO_IMPORT_NUMBER' ? (
        <p className="hint">
          {label}: {t('mobile.noImportNumber')}
        </p>
      ) : (
        <SeriesValue id={id} label={label} entry={entry} row={rowView} warning={ruleMessageText(t, language, rowView.implausible)} onPasteValues={(values) => onPasteValues(row, values)} />
      )}
      {isValidNumber(rowView.calculatedValue) && <p className="calculated">{t('mobile.calculated', { value: formatNumber(rowView.calculatedValue) })}</p>}
      {lastText && (
        <p className="hint last-value">
          {lastText}
          {rowView.lastValue && <span className="field-warning"> {ruleMessageText(t, language, rowView.lastValue)}</span>}
        </p>
      )}
      {(settings?.showMobileTsRemark ?? true) && entry.inputType !== 'NO_IMPORT_NUMBER' && (
        <RemarkInput
          id={`ts-remark-${row}`}
          label={remarkLabel}
          text={entry.tsRemark?.text}
          onChange={(text) => editEntryPart(rowView.entryKey, 'tsRemark', { text })}
        />
      )}
    </div>
  );
});

interface SeriesValueProps {
  id: string;
  label: string;
  entry: Entry;
  row: RowView;
  warning: string | undefined;
  onPasteValues: (values: (number | undefined)[]) => void;
}

function SeriesValue({ id, label, entry, row, warning, onPasteValues }: SeriesValueProps) {
  switch (entry.inputType) {
    case 'NO_STEADY_INCIDENT':
    case 'NO_YES':
      return <CodeInput label={label} entry={entry} row={row} warning={warning} />;
    case 'DISCHARGE':
      return <DischargeInput id={id} label={label} entry={entry} row={row} warning={warning} />;
    case 'SNOW_WATER_EQUIVALENT':
      return <SnowInput id={id} label={label} entry={entry} row={row} warning={warning} />;
    case 'FORMULA':
      return null;
    default:
      return (
        <>
          <NumberInput
            id={id}
            label={label}
            value={entry.value}
            warning={warning}
            onChange={(value) => editEntry(row.entryKey, { value: value ?? null })}
            onPasteValues={onPasteValues}
          />
          <ValueAfterInput id={id} entry={entry} row={row} />
        </>
      );
  }
}
