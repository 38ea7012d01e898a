// Keyboard shortcut sequences (spec archive.md §2 Navigation bar, entry.md §2 Mobile screens), free of the DOM.
// A binding is a key ("?", "F2") or keys separated by spaces ("g h"), each following within the timeout.

/** spec archive.md §9: a sequence's next key must follow within this time */
export const SEQUENCE_TIMEOUT_MS = 1000;

export interface SequenceState {
  /** the keys typed so far of an unfinished sequence, space-separated; '' when none */
  pending: string;
  atMs: number;
}

export const NO_SEQUENCE: SequenceState = { pending: '', atMs: 0 };

interface KeyResult {
  state: SequenceState;
  /** the binding this key completed */
  match?: string;
}

/** Feeds one key: completes a binding, starts or continues a sequence, or starts over. */
export function readKey(state: SequenceState, key: string, nowMs: number, bindings: readonly string[]): KeyResult {
  const continuing = state.pending !== '' && nowMs - state.atMs <= SEQUENCE_TIMEOUT_MS;
  if (continuing) {
    const result = advance(`${state.pending} ${key}`, nowMs, bindings);
    if (result) return result;
  }
  return advance(key, nowMs, bindings) ?? { state: NO_SEQUENCE };
}

function advance(keys: string, nowMs: number, bindings: readonly string[]): KeyResult | undefined {
  if (bindings.includes(keys)) return { state: NO_SEQUENCE, match: keys };
  if (bindings.some((binding) => binding.startsWith(`${keys} `))) return { state: { pending: keys, atMs: nowMs } };
  return undefined;
}

/** A key that types a character is left to a focused text field; function keys (F2, F7 …) work there too. */
export function typesCharacter(key: string): boolean {
  return key.length === 1;
}
