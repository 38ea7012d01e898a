// spec archive.md §2, §8: unsaved permission changes warn on leave — the browser's leave warning when the page
// unloads, and a confirm before the app navigates away: a link, a shortcut such as 'g a' or the browser's Back
// (issue 36 item 3).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

const currentUrl = () => window.location.pathname + window.location.search;

/** Answers the path waiting for the user's confirmation (undefined when none) and how to go on or stay. */
export function useLeaveGuard(active: boolean): { pendingPath?: string; leave: () => void; stay: () => void } {
  const [, navigate] = useLocation();
  const [pendingPath, setPendingPath] = useState<string>();
  const released = useRef(false);

  useEffect(() => {
    if (!active) return;
    released.current = false;
    const guardedUrl = currentUrl();
    const warnOnUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // capture phase on the document runs before the router's own click handler, so the navigation can be held
    const holdLinkClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingPath(link.getAttribute('href') ?? url.pathname + url.search);
    };
    // a navigation by code or by Back has already changed the address when its event comes: a capture listener on the
    // window runs before the router's, which never hears of it; the guarded address is put back at once
    const holdHistoryChange = (event: Event) => {
      const target = currentUrl();
      if (released.current || target === guardedUrl) return;
      event.stopImmediatePropagation();
      if (event.type === 'popstate') window.history.pushState(window.history.state, '', guardedUrl);
      else window.history.replaceState(window.history.state, '', guardedUrl);
      setPendingPath(target);
    };
    window.addEventListener('beforeunload', warnOnUnload);
    document.addEventListener('click', holdLinkClick, true);
    for (const type of HISTORY_EVENTS) window.addEventListener(type, holdHistoryChange, true);
    return () => {
      window.removeEventListener('beforeunload', warnOnUnload);
      document.removeEventListener('click', holdLinkClick, true);
      for (const type of HISTORY_EVENTS) window.removeEventListener(type, holdHistoryChange, true);
    };
  }, [active]);

  return {
    pendingPath,
    leave: () => {
      setPendingPath(undefined);
      released.current = true;
      if (pendingPath !== undefined) navigate(pendingPath);
    },
    stay: () => setPendingPath(undefined),
  };
}
