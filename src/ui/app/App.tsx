import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { GroupSelection } from '../screens/group-selection/GroupSelection';
import { Alerts } from './Alerts';
import { CatchAllRedirect } from './CatchAllRedirect';
import { Navbar } from './Navbar';
import { NotFound } from './NotFound';
import { OnlineStatus } from './OnlineStatus';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { UpdatePrompt } from './UpdatePrompt';
import { UnsentCopiesDialog } from './UnsentCopiesDialog';
import { logout } from '../auth/login-session';
import { lazyScreen } from './lazy-screen';
import { askGroupOfAnalysisRoute } from '../state/history/group-by-name';

const MobileRound = lazyScreen(() => import('../screens/mobile/MobileRound'));
const ArchiveList = lazyScreen(() => import('../screens/archive/ArchiveList'));
const ArchiveDetail = lazyScreen(() => import('../screens/archive/ArchiveDetail'));
const ArchiveReport = lazyScreen(() => import('../screens/archive/ArchiveReport'));
const CsvImporter = lazyScreen(() => import('../screens/csv/CsvImporter'));
const PreloadScreen = lazyScreen(() => import('../screens/preload/PreloadScreen'));
const TimeseriesChart = lazyScreen(() => import('../screens/chart/TimeseriesChart'));
const AnalysisCharts = lazyScreen(() => analysisScreen(import('../screens/analysis/AnalysisCharts').then((module) => ({ default: module.AnalysisCharts }))));
const AnalysisRemarks = lazyScreen(() => analysisScreen(import('../screens/analysis/AnalysisRemarks').then((module) => ({ default: module.AnalysisRemarks }))));
const AnalysisTable = lazyScreen(() => analysisScreen(import('../screens/analysis/AnalysisTable').then((module) => ({ default: module.AnalysisTable }))));
const LocalConfig = lazyScreen(() => import('../screens/config/LocalConfig'));
const StationsInput = lazyScreen(() => import('../screens/stations/StationsInput'));
const HydroInput = lazyScreen(() => import('../screens/hydro/HydroInput'));
const MeteoInput = lazyScreen(() => import('../screens/meteo/MeteoInput'));
const MeasureDocuments = lazyScreen(() => import('../screens/documents/MeasureDocuments'));
const PermissionsScreen = lazyScreen(() => import('../screens/permissions/PermissionsScreen'));
const About = lazyScreen(() => import('../screens/about/About'));
const Changelog = lazyScreen(() => import('../screens/static-pages/Changelog'));
const Imprint = lazyScreen(() => import('../screens/static-pages/Imprint'));
const PrivacyPolicy = lazyScreen(() => import('../screens/static-pages/PrivacyPolicy'));

/** issue 38: an analysis screen's code loads while its round is looked up */
function analysisScreen<Screen>(code: Promise<Screen>): Promise<Screen> {
  askGroupOfAnalysisRoute(window.location.pathname);
  return code;
}

/** Every route of the app; lazy screens load as their own chunks. */
export function AppRoutes() {
  return (
    <RoutesFrame>
      <Switch>
        <Route path="/" component={GroupSelection} />
        <Route path="/mobile/:instanceId" nest component={MobileRound} />
        <Route path="/config" component={LocalConfig} />
        <Route path="/stations/:group/:date" component={StationsInput} />
        <Route path="/hydro/:group" component={HydroInput} />
        <Route path="/meteo/:group/:date" component={MeteoInput} />
        <Route path="/csv/:group" component={CsvImporter} />
        <Route path="/archive" component={ArchiveList} />
        <Route path="/archive/report/:ids" component={ArchiveReport} />
        <Route path="/archive/:instanceId" component={ArchiveDetail} />
        <Route path="/loadTimeseriesValues" component={PreloadScreen} />
        <Route path="/timeseriesChart/:tsid" component={TimeseriesChart} />
        <Route path="/analysis/charts/:group" component={AnalysisCharts} />
        <Route path="/analysis/remarks/:group" component={AnalysisRemarks} />
        <Route path="/analysis/table/:group" component={AnalysisTable} />
        <Route path="/documents" component={MeasureDocuments} />
        <Route path="/permissions" component={PermissionsScreen} />
        <Route path="/about" component={About} />
        <Route path="/help">
          <Redirect to="/about" replace />
        </Route>
        <Route path="/changelog" component={Changelog} />
        <Route path="/imprint" component={Imprint} />
        <Route path="/privacyPolicy" component={PrivacyPolicy} />
        <Route path="/!/*" component={CatchAllRedirect} />
        <Route component={NotFound} />
      </Switch>
    </RoutesFrame>
  );
}

/** Lazy routes wait for their chunk; a route that fails to render shows the error boundary's message. */
export function RoutesFrame({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <>
      <OnlineStatus />
      <Navbar />
      <main className="container">
        <UpdatePrompt />
        <Alerts />
        <UnsentCopiesDialog onDeleteConfirmed={(instanceIds) => void logout(instanceIds)} />
        <AppRoutes />
      </main>
    </>
  );
}
