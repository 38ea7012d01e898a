// Renders its children only once its place comes near the viewport (issue 13: a screen of 32 charts creates the ones
// in view, not all of them in one long task); until then a placeholder of the children's height keeps the layout.
// Places that come near together show one per frame, each in its own task after a paint.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { nextFrameSlot } from './frame-slots';

/** how far below or above the viewport a place counts as near: half a screen */
const NEAR_MARGIN = '50% 0px';

export function NearViewport({ height, children }: { height: number; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    let mounted = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void nextFrameSlot().then(() => mounted && setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, []);
  return near ? children : <div ref={placeholder} className="near-viewport-placeholder" style={{ height }} />;
}
