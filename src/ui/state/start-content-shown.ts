// issue 13: a start is over (and the service worker, whose install downloads the whole app, registers) once its
// screen showed what it opened: the group selection its list, a mobile round's screen the round (or that it is
// missing). On a first visit the install would share the slow network with that screen's code and the phone's CPU
// with its first render (./start.ts); issue 38: the list answered is not yet the list shown.

let markShown: () => void = () => undefined;

/** Resolves once the start's screen showed its content, or was left before. */
export const startContentShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markStartContentShown(): void {
  markShown();
}
