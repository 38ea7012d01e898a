// The archive screens with the app's alerts. Only the archive routes are mounted, so work in progress on other
// screens does not affect these tests.
import { Route } from 'wouter';
import ArchiveDetail from '../../../../src/ui/screens/archive/ArchiveDetail';
import ArchiveList from '../../../../src/ui/screens/archive/ArchiveList';
import ArchiveReport from '../../../../src/ui/screens/archive/ArchiveReport';
import { mountRoutesAt, startAppOnce, type Mounted } from '../mount';

export type { Mounted };
export const startApp = () => startAppOnce('archive');

export function mountAt(path: string): Mounted {
  return mountRoutesAt(
    path,
    <>
      <Route path="/archive" component={ArchiveList} />
      <Route path="/archive/report/:ids" component={ArchiveReport} />
      <Route path="/archive/:instanceId" component={ArchiveDetail} />
    </>,
  );
}
