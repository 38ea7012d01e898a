import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { ruleMessageText } from '../../../i18n/rule-message';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { DEFAULT_STATION_TITLE } from '../../../../shared/config/settings';
import { renderStationTitle } from '../../../../shared/config/station-title';
import { DateTimeInput } from '../../../components/DateTimeInput';
import { duplicateStation, pasteValues, setStationTime, setStationTimeNow } from '../../../state/mobile/station-actions';
import { store } from '../../../state/store';
import { inputPath } from '../stations';
import { useStation } from '../use-station';
import { useShortcuts } from '../../../app/shortcuts-hook';
import { DepthProfile } from './DepthProfile';
import { SeriesInput } from './SeriesInput';
import { RemarkLocation } from './RemarkLocation';
import { StationRemark } from './StationRemark';
import { StationTasks } from './StationTasks';
import { useRoundSelector } from '../../../state/mobile/use-round-view';
import type { RoundView, StationView } from '../../../../shared/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Icon } from '../../../components/Icon';
import { VirtualKeypad } from '../../../components/keypad/VirtualKeypad';

/** spec entry.md §2 Mobile input: one station with its date, tasks, remarks and per-series inputs. */
export function StationInput() {
  const { t, language } = useT();
  const { previous, station, next } = useStation();
  const { settings } = useSnapshot(store);
  const [, navigate] = useLocation();

  const firstRow = station?.rows[0] ?? -1;
  // plain values of the station's first entry and row only: typing into a series does not render the station again (issue 13)
  const title = useRoundSelector((view) => stationTitle(view, firstRow, settings?.stationTitle ?? DEFAULT_STATION_TITLE));
  const titleExtra = useRoundSelector((view) => settings?.stationTitleExtra && stationTitle(view, firstRow, settings.stationTitleExtra));
  const dt = useRoundSelector((view) => view.round.entries[firstRow]?.dt);
  const dateText = useRoundSelector((view) => ruleMessageText(t, language, view.rows[firstRow]?.dateIssue));
  const firstKey = useRoundSelector((view) => view.rows[firstRow]?.entryKey);
  // issue 13: on a switch the station's head (title and date) paints at once and the rest (location, tasks, remarks,
  // series inputs, depth profile) follows as a transition, a frame later (a switch rendered all in one task, the
  // longest of the journey); nothing of the station before is shown in between. Issue 38: the body of the station
  // before stays mounted, hidden, until that transition replaces it, so the tap's own task (among the journey's longest
  // at 6×) no longer removes it. Keyed by the station, not its object: an edit that completes it keeps the inputs.
  const stationId = station && `${station.staNumber}/${station.visit}`;
  const bodyStation = useDeferredValue(station);
  const bodyShown = bodyStation !== undefined && `${bodyStation.staNumber}/${bodyStation.visit}` === stationId;
  const keys = useMemo(
    () => ({
      F2: () => void (firstKey && setStationTimeNow(firstKey)),
      F7: () => previous && navigate(inputPath(previous)),
      F8: () => next && navigate(inputPath(next)),
    }),
    [firstKey, previous, next, navigate],
  );
  useShortcuts(keys);

  if (!station || !firstKey) return <Redirect to="/list" replace />;
  const remarkPosition = settings?.showMobileStaRemark ?? 'TOP';

  const onDuplicate = async () => {
    const result = await duplicateStation(firstKey);
    if (result) navigate(inputPath({ staNumber: station.staNumber, visit: station.visit + 1 }));
  };

  return (
    <VirtualKeypad enabled={!settings?.disableVirtualKeyboard}>
      <div className="station-input">
        {/* a press keeps the focus in the number field: the keypad stays open and the bar above it does not move (issue 15) */}
        <div className="station-nav" onMouseDown={(event) => event.preventDefault()}>
          <button type="button" className="btn" disabled={!previous} onClick={() => previous && navigate(inputPath(previous))} title="F7">
            <Icon icon={ChevronLeft} /> {t('mobile.previous')}
          </button>
          <button type="button" className="btn" disabled={!next} onClick={() => next && navigate(inputPath(next))} title="F8">
            {t('mobile.next')} <Icon icon={ChevronRight} />
          </button>
        </div>
        <h2 className="station-heading">{title}</h2>
        {titleExtra && <p className="hint">{titleExtra}</p>}

        <div className="station-time">
          <DateTimeInput
            id="station-dt"
            label={t('mobile.dateTime')}
            value={dt}
            mez={settings?.mez ?? false}
            warning={dateText}
            onChange={(dt) => void setStationTime(firstKey, dt)}
          />
          {(settings?.showTimeSetNow ?? true) && (
            <button type="button" className="btn" title="F2" onClick={() => void setStationTimeNow(firstKey)}>
              {t('mobile.setTimeNow')}
            </button>
          )}
          {(settings?.showDuplicate ?? true) && (
            <button type="button" className="btn" onClick={() => void onDuplicate()}>
              {t('mobile.duplicate')}
            </button>
          )}
        </div>

        {bodyStation && (
          <div className="station-body" hidden={!bodyShown}>
            <StationBody station={bodyStation} remarkPosition={remarkPosition} showRemarkLocation={settings?.showMobileRemarkLocation ?? true} />
          </div>
        )}
      </div>
    </VirtualKeypad>
  );
}

function stationTitle(view: RoundView, row: number, template: string): string {
  const entry = view.round.entries[row];
  return entry ? renderStationTitle(template, entry) : '';
}

interface StationBodyProps {
  station: StationView;
  remarkPosition: string;
  showRemarkLocation: boolean;
}

/** location, tasks, remarks, series inputs and depth profile of a station; not rendered again while its station is hidden */
const StationBody = memo(function StationBody({ station, remarkPosition, showRemarkLocation }: StationBodyProps) {
  const firstRow = station.rows[0];
  // by the rows' numbers, not the array: a value that completes the station brings a new station object with the same
  // rows, and a new callback would render every series input of the station again (issue 13)
  const rowList = station.rows.join(',');
  const onPasteValues = useCallback(
    (from: number, values: (number | undefined)[]) => void pasteValues(rowList.split(',').map(Number), from, values),
    [rowList],
  );
  return (
    <>
      {showRemarkLocation && <RemarkLocation row={station.remarkRow ?? firstRow} remark="staRemark" />}
      <StationTasks rows={station.rows} />
      {remarkPosition === 'TOP' && <StationRemark station={station} />}
      {station.rows.map((row) => (
        <SeriesInput key={row} row={row} onPasteValues={onPasteValues} />
      ))}
      <DepthProfile row={firstRow} />
      {remarkPosition === 'BOTTOM' && <StationRemark station={station} />}
    </>
  );
});
