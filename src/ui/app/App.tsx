import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { GroupSelection } from '../screens/group-selection/GroupSelection';
import { Alerts } from './Alerts';
import { Navbar } from './Navbar';
import { NotFound } from './NotFound';
import { OnlineStatus } from './OnlineStatus';
import { UpdatePrompt } from './UpdatePrompt';

const MobileRound = lazy(() => import('../screens/mobile/MobileRound'));
const ArchiveList = lazy(() => import('../screens/archive/ArchiveList'));
const ArchiveDetail = lazy(() => import('../screens/archive/ArchiveDetail'));
const ArchiveReport = lazy(() => import('../screens/archive/ArchiveReport'));
const CsvImporter = lazy(() => import('../screens/csv/CsvImporter'));
const PreloadScreen = lazy(() => import('../screens/preload/PreloadScreen'));
const TimeseriesChart = lazy(() => import('../screens/chart/TimeseriesChart'));
const AnalysisCharts = lazy(() => import('../screens/analysis/AnalysisCharts').then((module) => ({ default: module.AnalysisCharts })));
const AnalysisRemarks = lazy(() => import('../screens/analysis/AnalysisRemarks').then((module) => ({ default: module.AnalysisRemarks })));
const AnalysisTable = lazy(() => import('../screens/analysis/AnalysisTable').then((module) => ({ default: module.AnalysisTable })));
const LocalConfig = lazy(() => import('../screens/config/LocalConfig'));
const StationsInput = lazy(() => import('../screens/stations/StationsInput'));
const HydroInput = lazy(() => import('../screens/hydro/HydroInput'));
const MeteoInput = lazy(() => import('../screens/meteo/MeteoInput'));

export function App() {
  return (
    <>
      <OnlineStatus />
      <Navbar />
      <main className="container">
        <UpdatePrompt />
        <Alerts />
        <Switch>
          <Route path="/" component={GroupSelection} />
          <Route path="/mobile/:instanceId" nest>
            <Suspense fallback={null}>
              <MobileRound />
            </Suspense>
          </Route>
          <Route path="/config">
            <Suspense fallback={null}>
              <LocalConfig />
            </Suspense>
          </Route>
          <Route path="/stations/:group/:date">
            <Suspense fallback={null}>
              <StationsInput />
            </Suspense>
          </Route>
          <Route path="/hydro/:group">
            <Suspense fallback={null}>
              <HydroInput />
            </Suspense>
          </Route>
          <Route path="/meteo/:group/:date">
            <Suspense fallback={null}>
              <MeteoInput />
            </Suspense>
          </Route>
          <Route path="/csv/:group">
            <Suspense fallback={null}>
              <CsvImporter />
            </Suspense>
          </Route>
          <Route path="/archive">
            <Suspense fallback={null}>
              <ArchiveList />
            </Suspense>
          </Route>
          <Route path="/archive/report/:ids">
            <Suspense fallback={null}>
              <ArchiveReport />
            </Suspense>
          </Route>
          <Route path="/archive/:instanceId">
            <Suspense fallback={null}>
              <ArchiveDetail />
            </Suspense>
          </Route>
          <Route path="/loadTimeseriesValues">
            <Suspense fallback={null}>
              <PreloadScreen />
            </Suspense>
          </Route>
          <Route path="/timeseriesChart/:tsid">
            <Suspense fallback={null}>
              <TimeseriesChart />
            </Suspense>
          </Route>
          <Route path="/analysis/charts/:group">
            <Suspense fallback={null}>
              <AnalysisCharts />
            </Suspense>
          </Route>
          <Route path="/analysis/remarks/:group">
            <Suspense fallback={null}>
              <AnalysisRemarks />
            </Suspense>
          </Route>
          <Route path="/analysis/table/:group">
            <Suspense fallback={null}>
              <AnalysisTable />
            </Suspense>
          </Route>
          <Route component={NotFound} />
        </Switch>
      </main>
    </>
  );
}
