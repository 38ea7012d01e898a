import './keypad.css';
import { ChevronLeft, ChevronRight, Delete, Keyboard } from 'lucide-react';
import { memo, startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { Icon } from '../Icon';
import { KeypadContext } from './keypad-context';
import { applyKey, type KeypadKey } from './keypad-keys';

const FIELDS = 'input[inputmode="none"]:not(:disabled)';
const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * spec entry.md §2 config "disable virtual keyboard", §5 "the virtual keyboard also converts comma to point": a numeric
 * keypad for gloved fingers (keys ≥ 48 px) under the number fields of `children`. It shows while one of them has
 * focus and types into it as the user would (an input event), so only that field renders again.
 */
export function VirtualKeypad({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const [field, setField] = useState<HTMLInputElement>();
  if (!enabled) return <>{children}</>;

  return (
    <KeypadContext.Provider value={true}>
      <div
        ref={area}
        className="keypad-area"
        // the keypad renders after the tap's task, in which Chromium lays the page out again to place the caret
        onFocus={(event) => {
          const focused = event.target.matches(FIELDS) ? (event.target as HTMLInputElement) : undefined;
          startTransition(() => setField(focused));
        }}
        onBlur={(event) => !area.current?.contains(event.relatedTarget) && setField(undefined)}
      >
        {children}
        {field && <KeypadKeys field={field} area={area} />}
      </div>
    </KeypadContext.Provider>
  );
}

/** the keys for the focused field; they render again only when the field changes, not with the screen (issue 13) */
const KeypadKeys = memo(function KeypadKeys({ field, area }: { field: HTMLInputElement; area: RefObject<HTMLDivElement | null> }) {
  const { t } = useT();
  // once the keypad is there, so that the page's scroll padding for it applies; in the next frame, whose layout it then
  // shares, not in the tap's task (issue 13: a forced layout there made it a long task)
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [field]);
  const press = (key: KeypadKey) => {
    const next = applyKey({ text: field.value, start: field.selectionStart ?? field.value.length, end: field.selectionEnd ?? field.value.length }, key);
    setInputValue.call(field, next.text);
    field.setSelectionRange(next.start, next.end);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const move = (step: 1 | -1) => {
    const fields = [...(area.current?.querySelectorAll<HTMLInputElement>(FIELDS) ?? [])];
    fields[fields.indexOf(field) + step]?.focus();
  };
  const keys: { id: string; label: ReactNode; name?: string; action: () => void }[] = [
    ...digitKeys(['7', '8', '9']),
    { id: 'backspace', label: <Icon icon={Delete} label={t('keypad.backspace')} />, action: () => press('backspace') },
    ...digitKeys(['4', '5', '6']),
    { id: 'sign', label: '±', name: t('keypad.sign'), action: () => press('sign') },
    ...digitKeys(['1', '2', '3']),
    { id: 'decimal', label: ',', name: t('keypad.decimal'), action: () => press('decimal') },
    { id: 'previous', label: <Icon icon={ChevronLeft} label={t('keypad.previous')} />, action: () => move(-1) },
    ...digitKeys(['0']),
    { id: 'next', label: <Icon icon={ChevronRight} label={t('keypad.next')} />, action: () => move(1) },
    { id: 'close', label: <Icon icon={Keyboard} label={t('keypad.close')} />, action: () => field.blur() },
  ];
  function digitKeys(digits: KeypadKey[]) {
    return digits.map((digit) => ({ id: digit, label: digit, action: () => press(digit) }));
  }

  return (
    <div className="keypad" role="group" aria-label={t('keypad.name')}>
      {keys.map(({ id, label, name, action }) => (
        <button
          key={id}
          type="button"
          className="keypad-key"
          tabIndex={-1}
          aria-label={name}
          // the field keeps its focus (and its caret) while a key is pressed
          onPointerDown={(event) => event.preventDefault()}
          onMouseDown={(event) => event.preventDefault()}
          onClick={action}
        >
          {label}
        </button>
      ))}
    </div>
  );
});
