import { useT } from '../../../../i18n/use-t';
import type {
  AggregationMethod,
  DischargeMeasurement,
  VolumetricMeasurement,
} from '../../../../../shared/schema/discharge';
import { AGGREGATION_MEAN, AGGREGATION_SUM } from '../../../../../shared/schema/discharge';
import { NumberInput } from '../../../../components/NumberInput';
import { VolumeTimer } from './VolumeTimer';

interface VolumeTimeInputProps {
  id: string;
  measurement: DischargeMeasurement;
  onChange: (next: DischargeMeasurement) => void;
}

/** Volumetric discharge: volume (l) and time (s) per measurement, aggregated by mean or sum. */
export function VolumeTimeInput({ id, measurement, onChange }: VolumeTimeInputProps) {
  const { t } = useT();
  const rows: VolumetricMeasurement[] = measurement.volumetricMeasurements?.length ? measurement.volumetricMeasurements : [{}];
  const aggregation = measurement.aggregationMethod ?? AGGREGATION_MEAN;
  const setRow = (position: number, patch: VolumetricMeasurement) =>
    onChange({ ...measurement, aggregationMethod: aggregation, volumetricMeasurements: rows.map((row, i) => (i === position ? { ...row, ...patch } : row)) });

  return (
    <div className="volume-time">
      {rows.map((row, i) => (
        <div key={i} className="input-grid">
          <NumberInput id={`${id}-volume-${i}`} label={`${i + 1}: ${t('mobile.discharge.volume')}`} signToggle={false} value={row.volume} onChange={(volume) => setRow(i, { volume: volume ?? null })} />
          <NumberInput id={`${id}-time-${i}`} label={`${i + 1}: ${t('mobile.discharge.time')}`} signToggle={false} value={row.time} onChange={(time) => setRow(i, { time: time ?? null })} />
          <VolumeTimer label={`${i + 1}: ${t('mobile.discharge.time')}`} onStop={(time) => setRow(i, { time })} />
        </div>
      ))}
      <div className="button-row">
        <button type="button" className="btn" onClick={() => onChange({ ...measurement, aggregationMethod: aggregation, volumetricMeasurements: [...rows, {}] })}>
          {t('mobile.discharge.addMeasurement')}
        </button>
        <label className="field">
          <span>{t('mobile.discharge.aggregation')}</span>
          <select value={aggregation} onChange={(event) => onChange({ ...measurement, volumetricMeasurements: rows, aggregationMethod: Number(event.target.value) as AggregationMethod })}>
            <option value={AGGREGATION_MEAN}>{t('mobile.discharge.mean')}</option>
            <option value={AGGREGATION_SUM}>{t('mobile.discharge.sum')}</option>
          </select>
        </label>
      </div>
    </div>
  );
}
