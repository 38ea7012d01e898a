import { useState } from 'react';
import { isValidNumber } from '../../../../shared/format/number';
import type { Entry } from '../../../../shared/schema/entry';
import type { RowView } from '../../../../shared/contract';
import { NumberInput } from '../../../components/NumberInput';
import { useT } from '../../../i18n/use-t';
import { editEntry } from '../../../state/mobile/round-actions';

/**
 * spec entry.md §5 posting rule: a reading taken again one minute after the first (e.g. after cleaning the gauge or
 * resetting a logger) is the entry's valueAfter, posted as a second entry 60 s later. Offered once a value is typed;
 * the field opens on request so a round without second readings stays as short as before (issue 36 item 22).
 */
export function ValueAfterInput({ id, entry, row }: { id: string; entry: Entry; row: RowView }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const hasAfter = isValidNumber(entry.valueAfter);
  if (!isValidNumber(entry.value) && !hasAfter) return null;
  if (!open && !hasAfter) {
    return (
      <button type="button" className="btn value-after-toggle" onClick={() => setOpen(true)}>
        {t('mobile.valueAfterAdd')}
      </button>
    );
  }
  return <NumberInput id={`${id}-after`} label={t('mobile.valueAfter')} value={entry.valueAfter} onChange={(value) => editEntry(row.entryKey, { valueAfter: value ?? null })} />;
}
