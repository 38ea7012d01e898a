import { useT } from '../../../i18n/use-t';
import type { DepthProfileRow } from '../../../../shared/schema/discharge';
import { formatNumber } from '../../../../shared/format/number';
import { NumberInput } from '../../../components/NumberInput';
import { editEntry } from '../../../state/mobile/round-actions';
import { useLastSent } from '../../../state/mobile/use-last-sent';
import { useRoundSelector } from '../../../state/mobile/use-round-view';

/**
 * spec entry.md §2/§5 depth profile, kept on the station's first entry: shown only when the station's
 * Messpunkthöhe is a number; each depth also as an absolute height; a new row goes one previous step deeper.
 * The worker's view says whether; the worker gives a row added without a depth its depth and stores the absolute
 * heights. Where none is shown, nothing here renders again on an edit (issue 13: it read the whole view and rendered
 * with every keystroke).
 */
export function DepthProfile({ row }: { row: number }) {
  const nextDepthM = useRoundSelector((view) => view.rows[row]?.nextDepthM);
  return nextDepthM === undefined ? null : <DepthProfileRows row={row} />;
}

function DepthProfileRows({ row }: { row: number }) {
  const { t } = useT();
  const entryKey = useRoundSelector((view) => view.rows[row].entryKey);
  const stored = useRoundSelector((view) => view.round.entries[row].depthProfile);
  const [rows, rememberSent] = useLastSent(stored ?? []);
  const save = (depthProfile: DepthProfileRow[]) => {
    rememberSent(depthProfile);
    editEntry(entryKey, { depthProfile });
  };
  const setLine = (position: number, patch: DepthProfileRow) => save(rows.map((line, i) => (i === position ? { ...line, ...patch } : line)));

  return (
    <fieldset className="depth-profile">
      <legend>{t('mobile.depth.title')}</legend>
      {rows.map((line, i) => (
        <div key={i} className="input-grid">
          <NumberInput id={`depth-${i}`} label={t('mobile.depth.depthM', { n: i + 1 })} signToggle={false} value={line.depthM} onChange={(depthM) => setLine(i, { depthM: depthM ?? null })} />
          <NumberInput id={`depth-wt-${i}`} label={t('mobile.depth.wt', { n: i + 1 })} value={line.wt} onChange={(wt) => setLine(i, { wt: wt ?? null })} />
          <NumberInput id={`depth-lfkt-${i}`} label={t('mobile.depth.lfkt', { n: i + 1 })} signToggle={false} value={line.lfkt} onChange={(lfkt) => setLine(i, { lfkt: lfkt ?? null })} />
          <p className="hint">{t('mobile.depth.absolute', { value: formatNumber(line.depthAbsoluteM) })}</p>
        </div>
      ))}
      <button type="button" className="btn" onClick={() => save([...rows, {}])}>
        {t('mobile.depth.add')}
      </button>
    </fieldset>
  );
}
