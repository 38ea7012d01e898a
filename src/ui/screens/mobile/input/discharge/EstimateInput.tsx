import { useT } from '../../../../i18n/use-t';
import type { DischargeEstimateKey, DischargeMeasurement } from '../../../../../shared/schema/discharge';

const KEYS: DischargeEstimateKey[] = ['Dry', 'Moist', 'Droplets'];

/** The estimate table: trocken 0, feucht 0.0001, tropft 0.0002 l/s (spec entry.md §3); the worker stores the estimate of the key. */
export function EstimateInput({ measurement, onChange }: { measurement: DischargeMeasurement; onChange: (next: DischargeMeasurement) => void }) {
  const { t } = useT();
  return (
    <div className="button-row" role="group" aria-label={t('mobile.discharge.estimate')}>
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          className={`btn${measurement.key === key ? ' btn-primary' : ''}`}
          aria-pressed={measurement.key === key}
          onClick={() => onChange({ ...measurement, key })}
        >
          {t(`mobile.discharge.${key}`)}
        </button>
      ))}
    </div>
  );
}
