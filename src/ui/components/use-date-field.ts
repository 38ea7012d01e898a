import { useEffect, useRef, useState } from 'react';
import { typedDateAction } from '../../shared/format/date-input';

/**
 * The text of a date or time field in the page's format (spec entry.md §5 date rules): the stored value shows until
 * the user types, and again once they leave the field (an answer to an earlier edit arriving meanwhile does not
 * replace the text being typed); typing applies a complete value whose year is at least 2020 (`checkYear`), so a
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
  /** the user typed since the field was last left: the text is theirs until they leave it */
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setText(shown);
  }, [shown]);

  const typed = (next: string) => {
    typing.current = true;
    setText(next);
    const value = read(next);
    if (value === undefined) return;
    if (!year || typedDateAction(new Date(year(value), 0, 1), false) === 'apply') onValue(value);
  };

  const left = () => {
    if (!typing.current) return;
    typing.current = false;
    const value = read(text);
    if (value === undefined) onValue(undefined);
    else if (text !== shown) onValue(value);
    // the stored value in the page's format, and the answer to this edit once it arrives
    setText(shown);
  };

  return {
    text,
    setText,
    fieldProps: {
      value: text,
      onChange: (event: { target: { value: string } }) => typed(event.target.value),
      onBlur: left,
    },
  };
}
