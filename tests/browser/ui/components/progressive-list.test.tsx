// issue 13 (no main-thread task over 50 ms at 4×): a long list follows a part at a time, each part in an element of its
// own as the archive list's tbodies; a filter keystroke keeps the rows still in their part and creates at most a part of
// rows per frame (a keystroke that moved most rows into other parts created them all in one frame, over 200 ms at 4×).
import { afterEach, beforeEach, expect, test } from 'vitest';
import { chunks } from '../../../../src/shared/chunks';
import { useProgressiveList } from '../../../../src/ui/components/use-progressive-list';
import { mountElement } from '../mount';

const PART = 10;

function List({ items }: { items: string[] }) {
  const shown = useProgressiveList(items, (item) => item, PART);
  return (
    <div id="list">
      {chunks(shown, PART).map((part, index) => (
        <ul key={index}>
          {part.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ))}
    </div>
  );
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
const shownItems = () => [...document.querySelectorAll('li')].map((item) => item.textContent);
const rowOf = (name: string) => [...document.querySelectorAll('li')].find((item) => item.textContent === name);

/** rows created by each commit of the list (a MutationObserver's batch runs after each task that changed the DOM) */
let createdPerCommit: number[] = [];
const observer = new MutationObserver((records) => {
  const created = records.flatMap((record) => [...record.addedNodes]).reduce((sum, node) => {
    if (!(node instanceof HTMLElement)) return sum;
    return sum + (node.tagName === 'LI' ? 1 : node.querySelectorAll('li').length);
  }, 0);
  if (created > 0) createdPerCommit.push(created);
});
beforeEach(() => observer.observe(document.body, { childList: true, subtree: true }));
afterEach(() => {
  observer.disconnect();
  createdPerCommit = [];
});

test('the first part at once, then a part per frame', async () => {
  const mounted = mountElement(<List items={names('round-', 100)} />);
  await expect.poll(() => shownItems().length).toBe(100);
  expect(createdPerCommit).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
  mounted.unmount();
});

test('a narrower list keeps the rows still in their part and shows the whole list at once when a part or less is new there', async () => {
  const all = names('round-', 100);
  const mounted = mountElement(<List items={all} />);
  await expect.poll(() => shownItems().length).toBe(100);
  const keptRow = rowOf('round-45');
  createdPerCommit = [];

  // one round less, one not shown before at the end: the last row of each part from the fifth on moves a part up (6 rows)
  const narrowed = [...all.filter((name) => name !== 'round-40'), 'round-new'];
  mounted.root.render(<List items={narrowed} />);
  await expect.poll(() => shownItems()).toEqual(narrowed);
  expect(createdPerCommit).toEqual([6]);
  expect(rowOf('round-45')).toBe(keptRow);
  mounted.unmount();
});

test('a keystroke that moves most rows into other parts creates a part of them per frame', async () => {
  const all = names('round-', 100);
  const mounted = mountElement(<List items={all} />);
  await expect.poll(() => shownItems().length).toBe(100);
  createdPerCommit = [];

  // every other round: from the sixth row on, each row is now in another part than before
  const everyOther = all.filter((_, index) => index % 2 === 1);
  mounted.root.render(<List items={everyOther} />);
  await expect.poll(() => shownItems()).toEqual(everyOther);
  expect(createdPerCommit.length).toBeGreaterThan(1);
  expect(Math.max(...createdPerCommit)).toBeLessThanOrEqual(PART);
  expect(createdPerCommit.reduce((sum, created) => sum + created, 0)).toBe(45);

  createdPerCommit = [];
  mounted.root.render(<List items={names('other-', 100)} />);
  await expect.poll(() => shownItems()).toEqual(names('other-', 100));
  expect(createdPerCommit).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
  mounted.unmount();
});
