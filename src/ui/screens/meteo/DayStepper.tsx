import { useTranslation } from 'react-i18next';
import { stepMeteoDay } from '../../format/meteo-table';

interface DayStepperProps {
  rowCount: number;
  index: number;
  onChange: (index: number) => void;
}

/** Previous/next day on narrow screens, bounded by the month's first and last day. */
export function DayStepper({ rowCount, index, onChange }: DayStepperProps) {
  const { t } = useTranslation();
  return (
    <div className="day-stepper">
      <button type="button" className="btn" disabled={index <= 0} onClick={() => onChange(stepMeteoDay(rowCount, index, -1))}>
        {t('meteo.previousDay')}
      </button>
      <button type="button" className="btn" disabled={index >= rowCount - 1} onClick={() => onChange(stepMeteoDay(rowCount, index, 1))}>
        {t('meteo.nextDay')}
      </button>
    </div>
  );
}
