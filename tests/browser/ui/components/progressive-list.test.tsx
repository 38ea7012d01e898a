// issue 13: a long list follows a part at a time; a further filter keystroke keeps the leading rows already shown
// instead of starting again from the first part (each new start grew the table again, a frame per part, while typing).
import { expect, test } from 'vitest';
import { useProgressiveList } from '../../../../src/ui/components/use-progressive-list';
import { mountElement } from '../mount';

const FIRST = 10;
const STEP = 10;
/** the number of items each render showed, in order */
const rendered: number[] = [];

function List({ items }: { items: string[] }) {
  const shown = useProgressiveList(items, (item) => item, FIRST, STEP);
  rendered.push(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
const shownItems = () => document.querySelectorAll('li').length;

test('the first part at once, then the rest; a narrower list keeps the rows shown; other rows start again from the first part', async () => {
  const all = names('round-', 100);
  const mounted = mountElement(<List items={all} />);
  await expect.poll(() => rendered[0]).toBe(FIRST);
  await expect.poll(shownItems).toBe(100);
  expect(new Set(rendered)).toEqual(new Set([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]));

  // a keystroke narrows the filter: one round less, one not shown before at the end
  rendered.length = 0;
  const narrowed = [...all.filter((name) => name !== 'round-40'), 'round-new'];
  mounted.root.render(<List items={narrowed} />);
  await expect.poll(() => document.querySelector('li:last-child')?.textContent).toBe('round-new');
  expect(shownItems()).toBe(100);
  expect(Math.min(...rendered)).toBe(99);

  rendered.length = 0;
  mounted.root.render(<List items={names('other-', 100)} />);
  await expect.poll(() => rendered[0]).toBe(FIRST);
  await expect.poll(shownItems).toBe(100);
  mounted.unmount();
});
