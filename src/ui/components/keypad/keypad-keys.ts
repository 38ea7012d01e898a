// What a key of the on-screen keypad does to the text of a number field (spec entry.md §5: the virtual keyboard
// converts comma to point).

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'decimal' | 'sign' | 'backspace';

interface FieldText {
  text: string;
  /** selection start and end (the caret when equal) */
  start: number;
  end: number;
}

function replaceSelection(field: FieldText, insert: string): FieldText {
  const text = field.text.slice(0, field.start) + insert + field.text.slice(field.end);
  const caret = field.start + insert.length;
  return { text, start: caret, end: caret };
}

export function applyKey(field: FieldText, key: KeypadKey): FieldText {
  switch (key) {
    case 'decimal':
      return replaceSelection(field, '.');
    case 'sign': {
      const negative = field.text.startsWith('-');
      const shift = negative ? -1 : 1;
      return {
        text: negative ? field.text.slice(1) : `-${field.text}`,
        start: Math.max(0, field.start + shift),
        end: Math.max(0, field.end + shift),
      };
    }
    case 'backspace':
      if (field.start !== field.end) return replaceSelection(field, '');
      if (field.start === 0) return field;
      return replaceSelection({ ...field, start: field.start - 1 }, '');
    default:
      return replaceSelection(field, key);
  }
}
