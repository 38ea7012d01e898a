import { useEffect, type RefObject } from 'react';
import { afterPaint } from './frame-slots';

/** room for rows taller than the first ones (a long remark): the list should not outgrow the room while it grows */
const ROOM_FACTOR = 1.5;

/**
 * While a table's rows grow a part at a time (use-progressive-list) inside a scroll container, the container keeps the height
 * the whole list will take, estimated after the first paint from the rows shown then; after the paint of the whole list
 * it fits the list again. Issue 13: each frame in which a scroll container changes its size makes Chromium layerize the
 * whole page anew, the largest part of each frame while a table of 100 rows grew.
 */
export function useReservedHeight(container: RefObject<HTMLElement | null>, table: RefObject<HTMLTableElement | null>, shown: number, total: number): void {
  const complete = shown >= total;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let current = true;
    // after a paint, the rows shown are laid out already: measuring them costs nothing
    void afterPaint().then(() => {
      if (!current) return;
      const rows = [...(table.current?.tBodies ?? [])].reduce((sum, body) => sum + body.rows.length, 0);
      if (complete) element.style.minHeight = '';
      else if (!element.style.minHeight && rows > 0) element.style.minHeight = `${Math.ceil((element.offsetHeight / rows) * total * ROOM_FACTOR)}px`;
    });
    return () => {
      current = false;
    };
  }, [container, table, complete, total]);
}
