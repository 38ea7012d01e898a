import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, isValidNumber, parseDecimal } from '../../../../shared/format/number';
import type { AttributeType } from '../../../../shared/schema/station';
import { DateTimeInput } from '../../../components/DateTimeInput';
import { useDraft } from '../../../components/use-draft';
import { uiLocale } from '../../../i18n/ui-locale';

type AttributeValue = string | number | null;

interface FacilityAttributeProps {
  type: AttributeType;
  value: AttributeValue | undefined;
  disabled: boolean;
  onChange: (value: AttributeValue) => void;
}

/**
 * spec entry.md §3 Attribute type: one field per kind — INTEGER and NUMBER as numbers shown with their digits,
 * LIST as a choice of listValues, TEXT one line, TEXTAREA several, TIMESTAMP a date and time; the unit in the label.
 */
export function FacilityAttribute({ type, value, disabled, onChange }: FacilityAttributeProps) {
  const id = useId();
  const label = type.unit ? `${type.name} (${type.unit})` : type.name;
  switch (type.type) {
    case 'INTEGER':
    case 'NUMBER':
      return <NumberAttribute id={id} label={label} type={type} value={value} disabled={disabled} onChange={onChange} />;
    case 'TIMESTAMP':
      return (
        <DateTimeInput id={id} label={label} value={typeof value === 'string' ? value : undefined} mez={false} disabled={disabled} onChange={(dt) => onChange(dt ?? null)} />
      );
    case 'LIST': {
      const listed = type.listValues ?? [];
      const choices = typeof value === 'string' && value !== '' && !listed.includes(value) ? [...listed, value] : listed;
      return (
        <label className="field">
          <span>{label}</span>
          <select value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}>
            <option value="" />
            {choices.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </label>
      );
    }
    default:
      return <TextAttribute label={label} multiline={type.type === 'TEXTAREA'} value={value} disabled={disabled} onChange={onChange} />;
  }
}

interface NumberAttributeProps extends FacilityAttributeProps {
  id: string;
  label: string;
}

/** A number typed with comma or point, stored as a number (an INTEGER only when whole), shown with the type's digits. */
function NumberAttribute({ id, label, type, value, disabled, onChange }: NumberAttributeProps) {
  const { t, i18n } = useTranslation();
  const digits = type.type === 'INTEGER' ? 0 : type.digits;
  const stored = isValidNumber(value) ? (digits === undefined ? String(value).replace('.', ',') : formatNumber(value, uiLocale(i18n.language), digits)) : '';
  const read = (text: string) => {
    const number = parseDecimal(text);
    return type.type === 'INTEGER' && number !== undefined && !Number.isInteger(number) ? undefined : number;
  };
  const { draft, fieldProps } = useDraft(stored, (text) => onChange(read(text) ?? null));
  const wrong = draft.trim() !== '' && read(draft) === undefined;
  return (
    <div className="number-input">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" inputMode={type.type === 'INTEGER' ? 'numeric' : 'decimal'} autoComplete="off" {...fieldProps} disabled={disabled} aria-invalid={wrong || undefined} />
      {wrong && <p className="field-warning">{t(type.type === 'INTEGER' ? 'mobile.facility.integerExpected' : 'mobile.facility.numberExpected')}</p>}
    </div>
  );
}

function TextAttribute({ label, multiline, value, disabled, onChange }: { label: string; multiline: boolean } & Omit<FacilityAttributeProps, 'type'>) {
  const { fieldProps } = useDraft(value === null || value === undefined ? '' : String(value), (text) => onChange(text));
  return (
    <label className="field">
      <span>{label}</span>
      {multiline ? <textarea rows={3} {...fieldProps} disabled={disabled} /> : <input {...fieldProps} disabled={disabled} />}
    </label>
  );
}
