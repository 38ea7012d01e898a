import { useT } from '../i18n/use-t';
import { parseTimeText } from '../../shared/format/date';
import { useDateField } from './use-date-field';

interface TimeInputProps {
  /** HH:mm */
  value: string;
  onChange: (time: string) => void;
  label?: string;
  disabled?: boolean;
  id?: string;
}

/** A clock time HH:mm (24 hours, as both page languages write it) whatever the browser's language; text that does not read reverts. */
export function TimeInput({ value, onChange, label, disabled, id }: TimeInputProps) {
  const { t } = useT();
  const field = useDateField(value, parseTimeText, (time) => time && onChange(time));
  return (
    <input
      id={id}
      type="text"
      autoComplete="off"
      className="time-input"
      placeholder={t('dateInput.timePlaceholder')}
      aria-label={label}
      disabled={disabled}
      {...field.fieldProps}
    />
  );
}
