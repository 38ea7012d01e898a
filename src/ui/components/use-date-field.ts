import { useEffect, useState } from 'react';
import { typedDateAction } from '../../shared/format/date-input';

/**
 * The text of a date or time field in the page's format (spec entry.md §5 date rules): the stored value shows
 * while the user is not typing; typing applies a complete value whose year is at least 2020 (`checkYear`), so a
 * half-typed year is not taken; leaving the field applies any value that reads, and one that does not clears it.
 * `read` turns text into a value (undefined when it does not read); `year` gives the value's year.
 */
export function useDateField<T>(
  shown: string,
  read: (text: string) => T | undefined,
  onValue: (value: T | undefined) => void,
  year?: (value: T) => number,
) {
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);

  const typed = (next: string) => {
    setText(next);
    const value = read(next);
    if (value === undefined) return;
    if (!year || typedDateAction(new Date(year(value), 0, 1), false) === 'apply') onValue(value);
  };

  const left = () => {
    const value = read(text);
    if (value === undefined) {
      onValue(undefined);
      setText(shown);
    } else if (text !== shown) {
      onValue(value);
    }
  };

  return { text, setText, fieldProps: { value: text, onChange: (event: { target: { value: string } }) => typed(event.target.value), onBlur: left } };
}
