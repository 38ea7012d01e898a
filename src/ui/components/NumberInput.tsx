import './components.css';
import { useContext, useMemo } from 'react';
import { uiLocale } from '../i18n/ui-locale';
import { useT } from '../i18n/use-t';
import { isValidNumber, parseDecimal, parsePastedValues } from '../../shared/format/number';
import { KeypadContext } from './keypad/keypad-context';
import { useDraft } from './use-draft';

interface NumberInputProps {
  id?: string;
  label: string;
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
  /** shows the ± button (readings that can be negative, e.g. temperatures, depths) */
  signToggle?: boolean;
  disabled?: boolean;
  /** the plausibility text shown under the field; the field is marked invalid while it is set */
  warning?: string;
  /** a note under the field that does not mark it (e.g. the last stored value equals the minimum) */
  note?: string;
  /** pasted text with tabs or line breaks: the values for this and the following inputs (spec entry.md §5) */
  onPasteValues?: (values: (number | undefined)[]) => void;
}

/** A decimal input for gloved fingers: comma or point, a big ± button instead of a tiny minus key. */
export function NumberInput({ id, label, value, onChange, signToggle = true, disabled, warning, note, onPasteValues }: NumberInputProps) {
  const { t, language } = useT();
  // renders with every keystroke: its one text is translated once per language (issue 13)
  const signLabel = useMemo(() => t('mobile.sign'), [t]);
  const keypad = useContext(KeypadContext);
  // the page's decimal separator, as the plausibility messages beside the field show numbers (issue 36 item 17)
  const decimalSeparator = uiLocale(language) === 'en' ? '.' : ',';
  const stored = isValidNumber(value) ? String(value).replace('.', decimalSeparator) : '';
  const { draft, change, show, fieldProps } = useDraft(stored, (text) => onChange(parseDecimal(text)));
  const toggleSign = () => change(draft.startsWith('-') ? draft.slice(1) : `-${draft}`);

  return (
    <div className="number-input">
      <label htmlFor={id}>{label}</label>
      <div className="input-row">
        <input
          id={id}
          type="text"
          inputMode={keypad ? 'none' : 'decimal'}
          autoComplete="off"
          {...fieldProps}
          disabled={disabled}
          aria-invalid={warning ? true : undefined}
          onPaste={(event) => {
            const text = event.clipboardData.getData('text');
            if (!onPasteValues || !/[\t\n]/.test(text.trimEnd())) return;
            event.preventDefault();
            const values = parsePastedValues(text);
            // the stored value reaches a focused field only on blur: show this field's share at once (issue 36 item 21)
            if (values[0] !== undefined) show(String(values[0]).replace('.', decimalSeparator));
            onPasteValues(values);
          }}
        />
        {signToggle && (
          <button type="button" className="btn" aria-label={signLabel} disabled={disabled} onClick={toggleSign}>
            ±
          </button>
        )}
      </div>
      {warning && <p className="field-warning">{warning}</p>}
      {note && <p className="hint">{note}</p>}
    </div>
  );
}
