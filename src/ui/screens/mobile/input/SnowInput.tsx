import { useT } from '../../../i18n/use-t';
import type { Entry } from '../../../../shared/schema/entry';
import type { SnowRow, SnowWaterEquivalentRecord } from '../../../../shared/schema/snow';
import type { RowView } from '../../../../shared/contract';
import { formatNumber, formatSnowDensity } from '../../../../shared/format/number';
import { NumberInput } from '../../../components/NumberInput';
import { editEntry } from '../../../state/mobile/round-actions';
import { useLastSent } from '../../../state/mobile/use-last-sent';

interface SnowInputProps {
  id: string;
  label: string;
  entry: Entry;
  row: RowView;
  warning: string | undefined;
}

/**
 * SNOW_WATER_EQUIVALENT: the sampling rows (height, total mass) and device; the value is the summed SWE (spec entry.md
 * §9), which the worker computes from the record sent and the view shows.
 */
export function SnowInput({ id, label, entry, row, warning }: SnowInputProps) {
  const { t } = useT();
  // every SWE row's view has its record (the default device and rows before the first input)
  const [record, rememberSent] = useLastSent(row.snow as SnowWaterEquivalentRecord);
  const update = (patch: Partial<SnowWaterEquivalentRecord>) => {
    const next = { ...record, ...patch };
    rememberSent(next);
    editEntry(row.entryKey, { snowWaterEquivalent: next });
  };
  const updateRow = (position: number, patch: SnowRow) =>
    update({ values: record.values.map((value, i) => (i === position ? { ...value, ...patch } : value)) });

  return (
    <fieldset className="snow-input">
      <legend>{label}</legend>
      <div className="input-grid">
        <NumberInput id={`${id}-mass`} label={t('mobile.snow.deviceMass')} signToggle={false} value={record.deviceMass} onChange={(deviceMass) => deviceMass !== undefined && update({ deviceMass })} />
        <NumberInput id={`${id}-diameter`} label={t('mobile.snow.diameter')} signToggle={false} value={record.deviceDiameter} onChange={(deviceDiameter) => deviceDiameter !== undefined && update({ deviceDiameter })} />
      </div>
      {record.values.map((value, i) => (
        <div key={i} className="input-grid">
          <NumberInput id={`${id}-height-${i}`} label={t('mobile.snow.height', { n: i + 1 })} signToggle={false} value={value.height} onChange={(height) => updateRow(i, { height: height ?? null })} />
          <NumberInput id={`${id}-total-${i}`} label={t('mobile.snow.totalMass', { n: i + 1 })} signToggle={false} value={value.totalMass} onChange={(totalMass) => updateRow(i, { totalMass: totalMass ?? null })} />
        </div>
      ))}
      <p className="calculated">
        {t('mobile.swe')}: {formatNumber(entry.value)} · {t('mobile.snow.density')} {formatSnowDensity(record.result?.density)}
      </p>
      {warning && <p className="field-warning">{warning}</p>}
    </fieldset>
  );
}
