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
          <Route component={NotFound} />
        </Switch>
      </main>
    </>
  );
}
