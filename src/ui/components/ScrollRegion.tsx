import type { ReactNode } from 'react';

/**
 * A box that scrolls a table without controls of its own: focusable, so the arrow keys scroll it, and named for
 * screen readers (issue 13: axe-core scrollable-region-focusable).
 */
export function ScrollRegion({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
