import './components.css';
import { useTranslation } from 'react-i18next';
import { isValidNumber, parseDecimal } from '../../shared/format/number';
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
}

/** A decimal input for gloved fingers: comma or point, a big ± button instead of a tiny minus key. */
export function NumberInput({ id, label, value, onChange, signToggle = true, disabled, warning }: NumberInputProps) {
  const { t } = useTranslation();
  const stored = isValidNumber(value) ? String(value).replace('.', ',') : '';
  const { draft, setDraft, onFocus, onBlur } = useDraft(stored);

  const change = (text: string) => {
    setDraft(text);
    onChange(parseDecimal(text));
  };
  const toggleSign = () => change(draft.startsWith('-') ? draft.slice(1) : `-${draft}`);

  return (
    <div className="number-input">
      <label htmlFor={id}>{label}</label>
      <div className="input-row">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          aria-invalid={warning ? true : undefined}
          onFocus={onFocus}
          onBlur={onBlur}
          onChange={(event) => change(event.target.value)}
        />
        {signToggle && (
          <button type="button" className="btn" aria-label={t('mobile.sign')} disabled={disabled} onClick={toggleSign}>
            ±
          </button>
        )}
      </div>
      {warning && <p className="field-warning">{warning}</p>}
    </div>
  );
}
