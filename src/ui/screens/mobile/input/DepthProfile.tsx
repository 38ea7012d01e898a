import { useTranslation } from 'react-i18next';
import type { DepthProfileRow } from '../../../../shared/model';
import { formatNumber } from '../../../../shared/format/number';
import { NumberInput } from '../../../components/NumberInput';
import { editEntry } from '../../../state/mobile/round-actions';
import { useLastSent } from '../../../state/mobile/use-last-sent';
import { useRoundView } from '../../../state/mobile/use-round-view';

/**
 * spec entry.md §2/§5 depth profile, kept on the station's first entry: shown only when the station's
 * Messpunkthöhe is a number; each depth also as an absolute height; a new row goes one previous step deeper.
 * The worker's view says whether and at which depth; it stores the absolute heights.
 */
export function DepthProfile({ row }: { row: number }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const { entryKey, nextDepthM } = view.rows[row];
  const [rows, rememberSent] = useLastSent(view.round.entries[row].depthProfile ?? []);
  if (nextDepthM === undefined) return null;
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
      <button type="button" className="btn" onClick={() => save([...rows, { depthM: nextDepthM }])}>
        {t('mobile.depth.add')}
      </button>
    </fieldset>
  );
}
