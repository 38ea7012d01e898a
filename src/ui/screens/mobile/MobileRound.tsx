import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { useRouteParams } from '../../app/route-params';
import { asInstanceId } from '../../../shared/contract/ids';
import { useMobileStoreKey } from '../../state/mobile/use-mobile-store-key';
import { closeRound, openRound } from '../../state/mobile/round-actions';
import { markStartContentShown } from '../../state/start-content-shown';
import { MobileTabs } from './MobileTabs';
import { Metadata } from './metadata/Metadata';
import { Overview } from './overview/Overview';
import { PhotoScreen } from './photo/PhotoScreen';
import { SaveState } from './SaveState';
import { SkippedRecords } from '../../components/SkippedRecords';
import { StationInput } from './input/StationInput';
import { StationList } from './list/StationList';
import { inputPath } from './stations';
import { useRoundSelector, useRoundView } from '../../state/mobile/use-round-view';
import type { RoundView } from '../../../shared/contract';
import { useScreenWakeLock } from './use-wake-lock';
import './mobile.css';

const MapScreen = lazy(() => import('./map/MapScreen'));
const BarcodeScreen = lazy(() => import('./barcode/BarcodeScreen'));

/** spec entry.md §2 Mobile screens: /mobile/{instanceId} with list, input, metadata, photo and overview. */
export default function MobileRound() {
  const { t } = useTranslation();
  const { instanceId } = useRouteParams<{ instanceId: string }>();
  const currentStatus = useMobileStoreKey('status');
  const damage = useMobileStoreKey('damage');
  const roundName = useRoundSelector((view: RoundView | undefined) => view?.round.mrName);
  // the opened round (a list of up to hundreds of stations) renders as a transition, in slices (issue 13)
  const status = useDeferredValue(currentStatus);

  useEffect(() => {
    void openRound(asInstanceId(instanceId));
  }, [instanceId]);
  useEffect(() => closeRound, []);

  if (status === 'missing') {
    return (
      <section>
        <ShownToStart />
        <p className="alert alert-warning">
          {damage ? t('mobile.damaged', { record: damage.record ?? '–', field: damage.field || '–' }) : t('mobile.missing')}
        </p>
        <Link href="~/">{t('mobile.back')}</Link>
      </section>
    );
  }
  if (roundName === undefined || status !== 'loaded') return <p>{t('mobile.loading')}</p>;

  return (
    <section className="mobile">
      <ShownToStart />
      <ListAndInputWakeLock />
      <header className="mobile-header">
        <h1>{roundName}</h1>
        <SaveState />
      </header>
      <SkippedEntries />
      <MobileTabs />
      <Switch>
        <Route path="/list" component={StationList} />
        <Route path="/input/:staNumber/:visit?" component={StationInput} />
        <Route path="/metadata/:staNumber/:visit?" component={Metadata} />
        <Route path="/photo/:staNumber/:visit?" component={PhotoScreen} />
        <Route path="/overview" component={Overview} />
        <Route path="/barcode">
          <Suspense fallback={<p>{t('mobile.loading')}</p>}>
            <BarcodeScreen />
          </Suspense>
        </Route>
        <Route path="/map">
          <Suspense fallback={<p>{t('mobile.loading')}</p>}>
            <MapScreen />
          </Suspense>
        </Route>
        <Route path="/input">
          <StartStation />
        </Route>
        <Route path="/">
          <StartRedirect />
        </Route>
      </Switch>
    </section>
  );
}

/** Tells the start that the round screen has shown what it opened (../../state/start-content-shown.ts). */
function ShownToStart() {
  useEffect(markStartContentShown, []);
  return null;
}

/** The screen stays on while the list or a station's input shows (this follows the route, not the whole round screen: issue 13). */
function ListAndInputWakeLock() {
  const [location] = useLocation();
  useScreenWakeLock(/^\/(list|input)(\/|$)/.test(location));
  return null;
}

/** The base route: list for several stations, input for exactly one (spec entry.md §2). */
function StartRedirect() {
  return useRoundView().startView === 'list' ? <Redirect to="/list" replace /> : <StartStation />;
}

function StartStation() {
  const view = useRoundView();
  const first = view.stations[0];
  return first ? <Redirect to={inputPath(first)} replace /> : <Redirect to="/list" replace />;
}

/** issue 34: the entries of the server's round left out of this copy because they did not match their schema, named */
function SkippedEntries() {
  const skipped = useRoundSelector(
    (view: RoundView | undefined) => view?.round.skippedEntries,
    (a, b) => a?.length === b?.length,
  );
  return <SkippedRecords skipped={skipped ?? []} />;
}
