import { useEffect, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { TIMER_TICK_MS, timerSeconds } from '../../../../format/stopwatch';

/**
 * spec entry.md §4: the volume timer starts and stops on a click; running it shows the time every
 * 100 ms with 1 decimal; stopping fixes the time to 2 decimals.
 */
export function VolumeTimer({ label, onStop }: { label: string; onStop: (seconds: number) => void }) {
  const { t } = useT();
  const [startedAt, setStartedAt] = useState<number | undefined>();
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (startedAt === undefined) return;
    const timer = setInterval(() => setShown(timerSeconds(performance.now() - startedAt, false)), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [startedAt]);

  const toggle = () => {
    if (startedAt === undefined) {
      setShown(0);
      setStartedAt(performance.now());
    } else {
      onStop(timerSeconds(performance.now() - startedAt, true));
      setStartedAt(undefined);
    }
  };

  return (
    <div className="volume-timer">
      <button type="button" className={`btn${startedAt !== undefined ? ' btn-primary' : ''}`} aria-label={`${label} ${startedAt === undefined ? t('mobile.discharge.start') : t('mobile.discharge.stop')}`} onClick={toggle}>
        {startedAt === undefined ? t('mobile.discharge.start') : t('mobile.discharge.stop')}
      </button>
      {startedAt !== undefined && (
        <output role="timer" aria-live="off">
          {shown.toFixed(1).replace('.', ',')} s
        </output>
      )}
    </div>
  );
}
