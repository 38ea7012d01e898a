import { useEffect } from 'react';
import { NO_SEQUENCE, readKey, typesCharacter } from './shortcuts';

/** binding ("g h", "?", "F2") → action */
export type Shortcuts = Record<string, () => void>;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Runs the action of a completed binding (see ./shortcuts). Character keys typed into inputs,
 * textareas and selects are ignored; keys with Ctrl, Alt or Meta belong to the browser.
 */
export function useShortcuts(shortcuts: Shortcuts): void {
  useEffect(() => {
    const bindings = Object.keys(shortcuts);
    let state = NO_SEQUENCE;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (typesCharacter(event.key) && isTyping(event.target)) return;
      const result = readKey(state, event.key, Date.now(), bindings);
      state = result.state;
      if (result.match) {
        event.preventDefault();
        shortcuts[result.match]();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcuts]);
}
