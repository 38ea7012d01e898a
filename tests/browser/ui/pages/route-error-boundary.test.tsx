// issue 14: an error boundary around each route. A route that throws while rendering shows a German message
// with "Neu laden" and "Zur Startseite"; the navbar stays and navigates to routes that render again; the error
// is logged with the route.
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Route, Switch } from 'wouter';
import { AppRoutes, RoutesFrame } from '../../../../src/ui/app/App';
import { Navbar } from '../../../../src/ui/app/Navbar';
import { mountAt, startAppOnce, unmountScreens } from '../mount';
import '../../../../src/ui/styles.css';

beforeAll(() => startAppOnce('route-boundary'));
// the wide navbar, whose buttons are not folded into the phone menu (issue 15)
beforeEach(() => page.viewport(1024, 768));
afterEach(() => {
  unmountScreens();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'trim')");
}

const app = (
  <>
    <Navbar />
    <main className="container">
      <RoutesFrame>
        <Switch>
          <Route path="/broken" component={Broken} />
          <Route>
            <AppRoutes />
          </Route>
        </Switch>
      </RoutesFrame>
    </main>
  </>
);

test('issue 14: a throwing route shows the boundary message with Neu laden and Zur Startseite; the navbar still navigates', async () => {
  const logged = vi.spyOn(console, 'error');
  const mounted = mountAt('/broken', app);
  const message = page.getByRole('alert').filter({ hasText: 'Diese Seite konnte wegen eines Fehlers nicht angezeigt werden.' });
  await expect.element(message).toBeVisible();
  await expect.element(message.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  await expect.element(message.getByRole('button', { name: 'Zur Startseite' })).toBeVisible();
  expect(logged.mock.calls.some((call) => call[0] === 'Route /broken failed to render' && call[1] instanceof TypeError)).toBe(true);

  await userEvent.click(page.getByRole('navigation').getByRole('link', { name: 'Archiv', exact: true }));
  expect(mounted.path()).toBe('/archive');
  await expect.element(message).not.toBeInTheDocument();
  await expect.element(page.getByRole('heading', { name: 'Archiv' })).toBeVisible();
});

test('issue 14: "Zur Startseite" leaves the broken route for the home route', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const mounted = mountAt('/broken', app);
  await userEvent.click(page.getByRole('button', { name: 'Zur Startseite' }));
  expect(mounted.path()).toBe('/');
  await expect.element(page.getByRole('alert').filter({ hasText: 'Diese Seite konnte wegen eines Fehlers' })).not.toBeInTheDocument();
});
