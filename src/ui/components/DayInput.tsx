import { useTranslation } from 'react-i18next';
import { formatDay, formatIsoDay, parseDayText } from '../../shared/format/date';
import { uiLocale } from '../i18n/ui-locale';
import { useDateField } from './use-date-field';

interface DayInputProps {
  /** the day as yyyy-MM-dd, '' for none */
  value: string;
  /** the new day as yyyy-MM-dd, '' when the field was cleared */
  onChange: (day: string) => void;
  id?: string;
  /** told on leaving the field whether its text was no day (e.g. 31.02.2026), which the field then clears */
  onInvalidText?: (invalid: boolean) => void;
}

/** A day in the page's language (dd.MM.yyyy in German) whatever the browser's language; see useDateField. */
export function DayInput({ value, onChange, id, onInvalidText }: DayInputProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const stored = value ? parseDayText(value, locale) : undefined;
  const shown = stored ? formatDay(stored, locale) : '';
  const field = useDateField(
    shown,
    (text) => parseDayText(text, locale),
    (day) => onChange(day ? formatIsoDay(day) : ''),
    (day) => day.getFullYear(),
  );
  const onBlur = () => {
    onInvalidText?.(field.text.trim() !== '' && parseDayText(field.text, locale) === undefined);
    field.fieldProps.onBlur();
  };
  return <input id={id} type="text" autoComplete="off" placeholder={t('dateInput.dayPlaceholder')} {...field.fieldProps} onBlur={onBlur} />;
}
