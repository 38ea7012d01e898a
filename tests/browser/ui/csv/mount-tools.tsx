// Mounts the CSV, preload, chart and analysis screens with the app's alerts at a path, on the real worker (own
// database) and the real server. The screens are mounted on their own so other screens' work does not affect these tests.
import { proxy } from 'comlink';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Alerts } from '../../../../src/ui/app/Alerts';
import { initI18n } from '../../../../src/ui/i18n';
import { AnalysisCharts } from '../../../../src/ui/screens/analysis/AnalysisCharts';
import { AnalysisRemarks } from '../../../../src/ui/screens/analysis/AnalysisRemarks';
import { AnalysisTable } from '../../../../src/ui/screens/analysis/AnalysisTable';
import CsvImporter from '../../../../src/ui/screens/csv/CsvImporter';
import TimeseriesChart from '../../../../src/ui/screens/chart/TimeseriesChart';
import { GroupSelection } from '../../../../src/ui/screens/group-selection/GroupSelection';
import PreloadScreen from '../../../../src/ui/screens/preload/PreloadScreen';
import { loadSettingsAndInfo } from '../../../../src/ui/state/actions';
import { workerApi } from '../../../../src/ui/worker-client';

export const DEMO_ROUND_ID = 101;
export const DEMO_ROUND_NAME = 'Demo Pegelrunde Innsbruck';

let started: Promise<void> | undefined;

/** Starts the app's own worker once per test file, on a database of its own. */
export function startApp(): Promise<void> {
  started ??= (async () => {
    await workerApi().init({ browser: 'Chromium', standalone: false, databaseName: `hwe-ui-tools-${crypto.randomUUID()}` }, proxy(async () => undefined));
    await loadSettingsAndInfo();
    await initI18n('de');
  })();
  return started;
}

export interface Mounted {
  path: () => string;
  unmount: () => void;
}

export function mountAt(path: string): Mounted {
  const location = memoryLocation({ path, record: true });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <Router hook={location.hook}>
      <Alerts />
      <Suspense fallback={null}>
        <Switch>
          <Route path="/" component={GroupSelection} />
          <Route path="/csv/:group" component={CsvImporter} />
          <Route path="/loadTimeseriesValues" component={PreloadScreen} />
          <Route path="/timeseriesChart/:tsid" component={TimeseriesChart} />
          <Route path="/analysis/charts/:group" component={AnalysisCharts} />
          <Route path="/analysis/remarks/:group" component={AnalysisRemarks} />
          <Route path="/analysis/table/:group" component={AnalysisTable} />
        </Switch>
      </Suspense>
    </Router>,
  );
  return {
    path: () => location.history.at(-1) ?? path,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
