import './components.css';
import { format } from 'date-fns';
import { DATE_PATTERNS, parseDateTimeText } from '../../shared/format/date';
import { fromMezInput, parsePastedDate, parsePastedTime, toDate, toMezDisplay } from '../../shared/format/date-input';
import { uiLocale } from '../i18n/ui-locale';
import { useT } from '../i18n/use-t';
import { useDateField } from './use-date-field';

interface DateTimeInputProps {
  id?: string;
  label: string;
  /** ISO date-time */
  value: string | undefined;
  onChange: (dt: string | undefined) => void;
  /** spec entry.md §5: with the winter-time option and a UTC offset of 120 the time is shifted 60 minutes */
  mez: boolean;
  /** the date plausibility text (future / too old) */
  warning?: string;
  disabled?: boolean;
}

/**
 * A date and time in the page's language (dd.MM.yyyy HH:mm in German) whatever the browser's language (issue 12:
 * the native datetime-local field follows the browser). spec entry.md §5 date rules: a typed date applies only once
 * its year is at least 2020; on blur any valid date applies and an invalid one clears the field; pasted
 * DD.MM.YYYY / YYYY-MM-DD and HH:mm are read.
 */
export function DateTimeInput({ id, label, value, onChange, mez, warning, disabled }: DateTimeInputProps) {
  const { t, language } = useT();
  const locale = uiLocale(language);
  const pattern = DATE_PATTERNS[locale].medium;
  const date = toDate(value);
  const shown = date ? format(toMezDisplay(date, mez), pattern) : '';
  const apply = (local: Date | undefined) => {
    if (local) onChange(fromMezInput(local, mez).toISOString());
    else if (value !== undefined) onChange(undefined);
  };
  const field = useDateField(shown, (text) => parseDateTimeText(text, locale), apply, (local) => local.getFullYear());

  const pasted = (clipboard: string) => {
    const [datePart, timePart] = clipboard.trim().split(/\s+/);
    const day = parsePastedDate(datePart ?? '');
    const time = parsePastedTime(timePart ?? (day ? '' : datePart ?? ''));
    if (!day && !time) return false;
    const base = parseDateTimeText(field.text, locale) ?? new Date();
    const result = new Date(day ?? base);
    result.setHours(time?.hours ?? base.getHours(), time?.minutes ?? base.getMinutes(), 0, 0);
    field.setText(format(result, pattern));
    apply(result);
    return true;
  };

  return (
    <div className="datetime-input">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        placeholder={t('dateInput.dateTimePlaceholder')}
        {...field.fieldProps}
        disabled={disabled}
        aria-invalid={warning ? true : undefined}
        onPaste={(event) => {
          if (pasted(event.clipboardData.getData('text'))) event.preventDefault();
        }}
      />
      {warning && <p className="field-warning">{warning}</p>}
    </div>
  );
}
