// issue 13: a start on a mobile round's route is over once the round screen shows the round (or that it is missing):
// the service worker's install downloads and stores the whole app, and on a first visit it would share the slow
// network with the round screen's code and the phone's CPU with its first render (./start.ts).

let markShown: () => void = () => undefined;

/** Resolves once a round screen showed its round or that it is missing, or was left before. */
export const roundScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markRoundScreenShown(): void {
  markShown();
}
