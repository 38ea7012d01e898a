// spec archive.md §2, §8: unsaved permission changes warn on leave — the browser's leave warning when the page
// unloads, and a confirm before the app navigates away: a link, a shortcut such as 'g a' or the browser's Back
// (issue 36 item 3).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { holdHistoryNavigation } from '../../app/history-guard';

/** Answers the path waiting for the user's confirmation (undefined when none) and how to go on or stay. */
export function useLeaveGuard(active: boolean): { pendingPath?: string; leave: () => void; stay: () => void } {
  const [, navigate] = useLocation();
  const [pendingPath, setPendingPath] = useState<string>();
  const release = useRef<() => void>(undefined);

  useEffect(() => {
    if (!active) return;
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
    window.addEventListener('beforeunload', warnOnUnload);
    document.addEventListener('click', holdLinkClick, true);
    release.current = holdHistoryNavigation(setPendingPath);
    return () => {
      window.removeEventListener('beforeunload', warnOnUnload);
      document.removeEventListener('click', holdLinkClick, true);
      release.current?.();
    };
  }, [active]);

  return {
    pendingPath,
    leave: () => {
      setPendingPath(undefined);
      release.current?.();
      if (pendingPath !== undefined) navigate(pendingPath);
    },
    stay: () => setPendingPath(undefined),
  };
}
