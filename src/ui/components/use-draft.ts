import { useEffect, useRef, useState } from 'react';

/**
 * Text the user is typing, kept locally while the field has focus; when it does not, the stored
 * value shown is the one the worker answered (so a refused or normalised edit shows at once).
 */
export function useDraft(stored: string) {
  const [draft, setDraft] = useState(stored);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setDraft(stored);
  }, [stored]);
  return {
    draft,
    setDraft,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      setDraft(stored);
    },
  };
}
