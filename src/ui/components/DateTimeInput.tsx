import './components.css';
import { format, isValid, parse } from 'date-fns';
import { useState, useEffect } from 'react';
import {
  fromMezInput, parsePastedDate, parsePastedTime, toDate, toMezDisplay, typedDateAction,
} from '../../shared/rules/dates';

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
}

const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

function toLocalText(dt: string | undefined, mez: boolean): string {
  const date = toDate(dt);
  return date ? format(toMezDisplay(date, mez), LOCAL_FORMAT) : '';
}

function fromLocalText(text: string): Date | undefined {
  if (!text) return undefined;
  const date = parse(text, LOCAL_FORMAT, new Date());
  return isValid(date) ? date : undefined;
}

/**
 * spec entry.md §5 date rules: a typed date applies only once its year is at least 2020; on blur any
 * valid date applies and an invalid one clears the field; pasted DD.MM.YYYY / YYYY-MM-DD and HH:mm are read.
 */
export function DateTimeInput({ id, label, value, onChange, mez, warning }: DateTimeInputProps) {
  const stored = toLocalText(value, mez);
  const [text, setText] = useState(stored);
  useEffect(() => setText(stored), [stored]);

  const apply = (local: Date) => onChange(fromMezInput(local, mez).toISOString());

  const typed = (next: string) => {
    setText(next);
    const date = fromLocalText(next);
    if (typedDateAction(date, false) === 'apply') apply(date!);
  };

  const blurred = () => {
    const date = fromLocalText(text);
    if (typedDateAction(date, true) === 'apply') {
      if (text !== stored) apply(date!);
    } else if (value !== undefined) {
      onChange(undefined);
    }
  };

  const pasted = (clipboard: string) => {
    const [datePart, timePart] = clipboard.trim().split(/\s+/);
    const day = parsePastedDate(datePart ?? '');
    const time = parsePastedTime(timePart ?? (day ? '' : datePart ?? ''));
    if (!day && !time) return false;
    const base = fromLocalText(text) ?? new Date();
    const result = new Date(day ?? base);
    result.setHours(time?.hours ?? base.getHours(), time?.minutes ?? base.getMinutes(), 0, 0);
    setText(format(result, LOCAL_FORMAT));
    apply(result);
    return true;
  };

  return (
    <div className="datetime-input">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        value={text}
        aria-invalid={warning ? true : undefined}
        onChange={(event) => typed(event.target.value)}
        onBlur={blurred}
        onPaste={(event) => {
          if (pasted(event.clipboardData.getData('text'))) event.preventDefault();
        }}
      />
      {warning && <p className="field-warning">{warning}</p>}
    </div>
  );
}
