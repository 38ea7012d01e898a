// The measure documents and permission screens with the app's alerts and a link home (demo mode: the caller is
// the administrator 'demo').
import { Suspense } from 'react';
import { Link, Route, Switch } from 'wouter';
import { Alerts } from '../../../../src/ui/app/Alerts';
import MeasureDocuments from '../../../../src/ui/screens/documents/MeasureDocuments';
import PermissionsScreen from '../../../../src/ui/screens/permissions/PermissionsScreen';
import { mountAt as mountScreensAt, startAppOnce, type Mounted } from '../mount';

export { pointWorkerAt } from '../mount';
export { UNREACHABLE_API } from '../../worker/start-worker';
export type { Mounted };
export const startApp = () => startAppOnce('admin');

export function mountAt(path: string): Mounted {
  return mountScreensAt(
    path,
    <>
      <Link href="/">Startseite</Link>
      <Alerts />
      <Suspense fallback={null}>
        <Switch>
          <Route path="/documents" component={MeasureDocuments} />
          <Route path="/permissions" component={PermissionsScreen} />
          <Route path="/">
            <p>Startseite geöffnet</p>
          </Route>
        </Switch>
      </Suspense>
    </>,
  );
}
