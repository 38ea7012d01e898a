// The CSV, preload, chart and analysis screens with the app's alerts, mounted on their own so other screens' work
// does not affect these tests.
import { Route } from 'wouter';
import { AnalysisCharts } from '../../../../src/ui/screens/analysis/AnalysisCharts';
import { AnalysisRemarks } from '../../../../src/ui/screens/analysis/AnalysisRemarks';
import { AnalysisTable } from '../../../../src/ui/screens/analysis/AnalysisTable';
import TimeseriesChart from '../../../../src/ui/screens/chart/TimeseriesChart';
import CsvImporter from '../../../../src/ui/screens/csv/CsvImporter';
import { GroupSelection } from '../../../../src/ui/screens/group-selection/GroupSelection';
import PreloadScreen from '../../../../src/ui/screens/preload/PreloadScreen';
import { mountRoutesAt, startAppOnce, type Mounted } from '../mount';

export { DEMO_ROUND_ID, DEMO_ROUND_NAME } from '../mount';
export type { Mounted };
export const startApp = () => startAppOnce('tools');

export function mountAt(path: string): Mounted {
  return mountRoutesAt(
    path,
    <>
      <Route path="/" component={GroupSelection} />
      <Route path="/csv/:group" component={CsvImporter} />
      <Route path="/loadTimeseriesValues" component={PreloadScreen} />
      <Route path="/timeseriesChart/:tsid" component={TimeseriesChart} />
      <Route path="/analysis/charts/:group" component={AnalysisCharts} />
      <Route path="/analysis/remarks/:group" component={AnalysisRemarks} />
      <Route path="/analysis/table/:group" component={AnalysisTable} />
    </>,
  );
}
