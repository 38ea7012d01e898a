import { useEffect, useRef, useState, type ChangeEvent } from 'react';

/**
 * Text the user is typing, kept locally while the field has focus; when it does not, the stored
 * value shown is the one the worker answered (so a refused or normalised edit shows at once).
 * `fieldProps` go onto the input or textarea; `change` sets the text from elsewhere (e.g. a ± button); `show` only
 * shows a text whose edit went elsewhere (a paste spread over several fields).
 */
export function useDraft(stored: string, onText: (text: string) => void) {
  const [draft, setDraft] = useState(stored);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setDraft(stored);
  }, [stored]);
  const change = (text: string) => {
    setDraft(text);
    onText(text);
  };
  return {
    draft,
    change,
    show: setDraft,
    fieldProps: {
      value: draft,
      onFocus: () => {
        focused.current = true;
      },
      onBlur: () => {
        focused.current = false;
        setDraft(stored);
      },
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(event.target.value),
    },
  };
}
