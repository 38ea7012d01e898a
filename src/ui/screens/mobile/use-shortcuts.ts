import { useEffect } from 'react';

/** spec entry.md §2: a "g x" sequence must be completed within this time */
export const SEQUENCE_TIMEOUT_MS = 1000;

export type KeyHandlers = Record<string, () => void>;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Keyboard shortcuts: `keys` react to a single key (F2, F7, F8 work even while typing); `sequences`
 * react to "g" followed by their key within one second, and not while a text field has focus.
 */
export function useShortcuts(keys: KeyHandlers, sequences: KeyHandlers): void {
  useEffect(() => {
    let gPressedAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const single = keys[event.key];
      if (single) {
        event.preventDefault();
        single();
        return;
      }
      if (isTyping(event.target)) return;
      if (event.key === 'g') {
        gPressedAt = Date.now();
        return;
      }
      const sequence = sequences[event.key];
      if (sequence && Date.now() - gPressedAt <= SEQUENCE_TIMEOUT_MS) {
        event.preventDefault();
        sequence();
      }
      gPressedAt = 0;
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keys, sequences]);
}
