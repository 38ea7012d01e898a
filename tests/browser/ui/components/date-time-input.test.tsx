// spec entry.md §5 date rules (leaving the field applies a date that reads and clears one that does not) and "nothing
// the user typed is ever lost": the worker's answer to an earlier edit, arriving while the user types the next date,
// does not replace the text being typed (seen in CI: a cleared date came back as the date typed before it).
import { useState } from 'react';
import { beforeAll, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DateTimeInput } from '../../../../src/ui/components/DateTimeInput';
import { initI18n } from '../../../../src/ui/i18n';
import { mountElement } from '../mount';

beforeAll(() => initI18n('de'));

const at = (day: number, hours: number, minutes: number) => new Date(2026, 0, day, hours, minutes).toISOString();

/** the field with the stored value as the worker answers it: `answer` stands for the worker */
let answer: (dt: string | undefined) => void = () => undefined;
function StoredField({ onChange }: { onChange: (dt: string | undefined) => void }) {
  const [stored, setStored] = useState<string | undefined>(at(16, 12, 0));
  answer = setStored;
  return (
    <>
      <DateTimeInput id="dt" label="Datum/Zeit" value={stored} onChange={onChange} mez={false} />
      <output>{stored ?? 'leer'}</output>
    </>
  );
}

test('a late answer for the date typed before does not replace the date being typed; leaving the field clears the invalid one', async () => {
  const onChange = vi.fn();
  const mounted = mountElement(<StoredField onChange={onChange} />);
  const field = page.getByLabelText('Datum/Zeit');
  await expect.element(field).toHaveValue('16.01.2026 12:00');

  await userEvent.fill(field, '16.01.2026 08:15');
  expect(onChange).toHaveBeenLastCalledWith(at(16, 8, 15));
  await userEvent.fill(field, '17.01.201');
  answer(at(16, 8, 15));
  await expect.element(page.getByText(at(16, 8, 15))).toBeInTheDocument();
  await expect.element(field).toHaveValue('17.01.201');

  (field.element() as HTMLInputElement).blur();
  expect(onChange).toHaveBeenLastCalledWith(undefined);
  answer(undefined);
  await expect.element(field).toHaveValue('');
  mounted.unmount();
});
