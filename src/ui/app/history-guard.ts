// A screen with unsaved changes holds a navigation by code (a shortcut such as 'g a') or by the browser's Back
// (issue 36 item 3). The listeners are added when this module loads, before the router subscribes, so they run first
// and stop the event: the router never hears of the change, and the held address is put back at once.

const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

interface Hold {
  url: string;
  onHeld: (target: string) => void;
}

let current: Hold | undefined;

const currentUrl = () => window.location.pathname + window.location.search;

function holdNavigation(event: Event): void {
  const target = currentUrl();
  if (!current || target === current.url) return;
  event.stopImmediatePropagation();
  if (event.type === 'popstate') window.history.pushState(window.history.state, '', current.url);
  else window.history.replaceState(window.history.state, '', current.url);
  current.onHeld(target);
}

for (const type of HISTORY_EVENTS) window.addEventListener(type, holdNavigation);

/** Keeps the app at the present address until the returned release is called; `onHeld` hears where it was to go. */
export function holdHistoryNavigation(onHeld: (target: string) => void): () => void {
  const hold = { url: currentUrl(), onHeld };
  current = hold;
  return () => {
    if (current === hold) current = undefined;
  };
}
