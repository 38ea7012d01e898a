import { useT } from '../../../../i18n/use-t';
import type { DischargeMeasurement, Vertical } from '../../../../../shared/schema/discharge';
import { NumberInput } from '../../../../components/NumberInput';

interface MeterInputProps {
  id: string;
  measurement: DischargeMeasurement;
  /** from the worker's view: a bank vertical has impulses, which it must not */
  bankHasImpulses: boolean;
  onChange: (next: DischargeMeasurement) => void;
}

const FIELDS = ['distanceM', 'depthCM', 'impulses0', 'impulses38'] as const;

/** Current-meter measurement: one line per vertical; the banks (first and last) must have no impulses. */
export function MeterInput({ id, measurement, bankHasImpulses, onChange }: MeterInputProps) {
  const { t } = useT();
  const meterMeasurement = measurement.meterMeasurement ?? { verticals: [] };
  const verticals = meterMeasurement.verticals;
  const setVerticals = (next: Vertical[]) => onChange({ ...measurement, meterMeasurement: { ...meterMeasurement, verticals: next } });
  return (
    <div className="meter-input">
      {verticals.map((vertical, i) => (
        <div key={i} className="input-grid">
          {FIELDS.map((field) => (
            <NumberInput
              key={field}
              id={`${id}-${field}-${i}`}
              label={`${i + 1}: ${t(`mobile.discharge.${field}`)}`}
              signToggle={false}
              value={vertical[field]}
              onChange={(value) => setVerticals(verticals.map((v, j) => (j === i ? { ...v, [field]: value ?? null } : v)))}
            />
          ))}
        </div>
      ))}
      <button type="button" className="btn" onClick={() => setVerticals([...verticals, {}])}>
        {t('mobile.discharge.addVertical')}
      </button>
      {bankHasImpulses && <p className="field-warning">{t('mobile.discharge.bankImpulses')}</p>}
    </div>
  );
}
