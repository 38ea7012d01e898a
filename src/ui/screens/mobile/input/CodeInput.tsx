import { useT } from '../../../i18n/use-t';
import type { Entry } from '../../../../shared/schema/entry';
import type { RowView } from '../../../../shared/contract';
import { valueCodes } from '../../../../shared/format/reading';
import { editEntry, editEntryPart } from '../../../state/mobile/round-actions';
import { RemarkInput } from './RemarkInput';

interface CodeInputProps {
  label: string;
  entry: Entry;
  row: RowView;
  warning: string | undefined;
}

/**
 * NO_STEADY_INCIDENT (n/u/E) and NO_YES as big toggle buttons; a second tap clears the choice.
 * A NO_STEADY_INCIDENT series has its own station remark, enabled only for Ereignis (spec entry.md §4).
 */
export function CodeInput({ label, entry, row, warning }: CodeInputProps) {
  const { t } = useT();
  const codes = valueCodes(entry.inputType) ?? [];
  return (
    <div className="code-input">
      <span id={`code-${row.index}`} className="label">
        {label}
      </span>
      <div className="button-row" role="group" aria-labelledby={`code-${row.index}`}>
        {codes.map((code) => {
          const chosen = entry.value === code.value;
          return (
            <button
              key={code.value}
              type="button"
              className={`btn code${chosen ? ' btn-primary' : ''}`}
              aria-pressed={chosen}
              title={code.label}
              onClick={() => editEntry(row.entryKey, { value: chosen ? null : code.value })}
            >
              {/* one flex item: the space between letter and label stays (issue 36 item 21: "nnein") */}
              <span>
                {code.short} <small>{code.label}</small>
              </span>
            </button>
          );
        })}
      </div>
      {warning && <p className="field-warning">{warning}</p>}
      {entry.inputType === 'NO_STEADY_INCIDENT' && (
        <RemarkInput
          id={`incident-remark-${row.index}`}
          label={`${t('mobile.stationRemark')} ${entry.tsParameter}`}
          text={entry.staRemark?.text}
          disabled={!row.stationRemarkEnabled}
          onChange={(text) => editEntryPart(row.entryKey, 'staRemark', { text })}
        />
      )}
    </div>
  );
}
