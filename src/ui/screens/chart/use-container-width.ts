import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width of the element, followed as it resizes; undefined until it is first measured (`initial` when it measures
 * 0), so a chart is created once at its width instead of at `initial` and again (issue 13).
 */
export function useContainerWidth(initial: number): [RefObject<HTMLDivElement | null>, number | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      setWidth((current) => (measured > 0 ? measured : (current ?? initial)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [initial]);
  return [ref, width];
}
