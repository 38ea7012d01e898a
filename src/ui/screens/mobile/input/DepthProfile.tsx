import { useTranslation } from 'react-i18next';
import type { DepthProfileRow } from '../../../../shared/model';
import { formatNumber, isValidNumber } from '../../../../shared/format/number';
import { depthAbsoluteM, measuringPointHeight, nextDepthM } from '../../../../shared/maths/depth-profile';
import { NumberInput } from '../../../components/NumberInput';
import { editEntry } from '../../../state/mobile/round-actions';
import { useRoundView } from '../../../state/mobile/use-round-view';

/**
 * spec entry.md §2/§5 depth profile, kept on the station's first entry: shown only when the station's
 * Messpunkthöhe is a number; each depth also as an absolute height; a new row goes one previous step deeper.
 */
export function DepthProfile({ row }: { row: number }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const entry = view.round.entries[row];
  const height = measuringPointHeight(entry.staMetadata);
  if (height === undefined) return null;
  const rows = entry.depthProfile ?? [];
  const save = (depthProfile: DepthProfileRow[]) =>
    editEntry(view.rows[row].entryKey, {
      depthProfile: depthProfile.map((line) => ({
        ...line,
        staNumber: entry.staNumber,
        depthAbsoluteM: isValidNumber(line.depthM) ? depthAbsoluteM(height, line.depthM) : null,
      })),
    });
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
      <button type="button" className="btn" onClick={() => save([...rows, { depthM: nextDepthM(rows) }])}>
        {t('mobile.depth.add')}
      </button>
    </fieldset>
  );
}
