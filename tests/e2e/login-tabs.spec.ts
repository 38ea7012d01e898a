// issue 34 "The device never loses a correction or leaks one user's data to the next", item "Login is one state across
// tabs": logout, login and a user change in one tab reach every tab of the browser; no request goes out with the token
// of a user who is no longer the device's user; offline copies are listed to and opened by their owner only.
// Two tabs of one browser context, the real OpenID provider (tests/support/oidc) and the real server on loopback.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_ROLE, startOidcProvider, type RunningOidcProvider } from '../support/oidc/provider';
import { serverForThisFile, test } from './server-for-this-file';

/** A, the administrator who may open every round */
const USER_A = 'demo';
/** B, an observer without permission for the demo water-level round */
const USER_B = 'beobachter';
const ROUND = 'Demo Pegelrunde Innsbruck';
const LOGIN_PROMPT = 'Bitte melden Sie sich an, um die Messtouren zu laden.';

const navbar = (page: Page) => page.getByRole('navigation');
const offlineCopies = (page: Page) => page.locator('.card', { has: page.getByRole('heading', { name: 'Offline-Kopien auf diesem Gerät' }) });

let provider: RunningOidcProvider;
test.beforeAll(async () => {
  provider = await startOidcProvider({ accounts: [{ username: USER_A, roles: [ADMIN_ROLE] }, { username: USER_B }] });
});
test.afterAll(async () => {
  await provider?.close();
});
const server = serverForThisFile(() => ({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_AUDIENCE: provider.audience }));

/** The user a request's bearer token names (its preferred_username), or undefined for a request without one. */
function tokenUser(authorization: string | undefined): string | undefined {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return undefined;
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { preferred_username?: string }).preferred_username;
}

interface ApiRequest {
  url: string;
  /** the user its token names (its headers are read after the request was recorded, in the order sent) */
  user: Promise<string | undefined>;
}

/** Every API request of the context's pages (their workers' requests included), in the order they were sent. */
function recordApiRequests(context: BrowserContext): ApiRequest[] {
  const requests: ApiRequest[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/hwe-api/')) requests.push({ url: request.url(), user: request.allHeaders().then((headers) => tokenUser(headers.authorization)) });
  });
  return requests;
}

/** The URLs of `requests` that carried `user`'s token. */
async function sentAs(user: string, requests: ApiRequest[]): Promise<string[]> {
  const users = await Promise.all(requests.map((request) => request.user));
  return requests.filter((_, index) => users[index] === user).map((request) => request.url);
}

async function login(page: Page, username: string): Promise<void> {
  await navbar(page).getByRole('button', { name: 'Anmelden' }).first().click();
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill(username);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL((url) => url.origin === server().url || url.pathname.includes('/interaction/'));
  if (new URL(page.url()).origin !== server().url) await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${server().url}/**`);
  await expect(navbar(page).locator('.navbar-user')).toHaveText(username);
}

/** Logs out; `released` runs once the device is released (the provider's sign-out question shows after the release). */
async function logout(page: Page, released: () => void = () => {}): Promise<void> {
  await navbar(page).getByRole('button', { name: 'Abmelden' }).click();
  // the page is still at home when the click returns: wait for the provider's sign-out question itself
  const signOut = page.getByRole('button', { name: 'Yes, sign me out' });
  await signOut.waitFor();
  released();
  await signOut.click();
  await page.waitForURL(`${server().url}/`);
  await expect(navbar(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
}

async function showsLoginScreen(page: Page): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: LOGIN_PROMPT })).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(navbar(page).locator('.navbar-user')).toHaveCount(0);
}

test('issue 34, Login is one state across tabs: logout in tab 1 drops tab 2 to the login screen, no request carries A’s token after it, a login of B reaches tab 2', async ({ context }) => {
  test.setTimeout(120_000); // two logins and a logout through the provider on a loaded machine
  const requests = recordApiRequests(context);
  const tab1 = await context.newPage();
  await tab1.goto(server().url);
  await login(tab1, USER_A);
  const tab2 = await context.newPage();
  await tab2.goto(server().url);
  await expect(navbar(tab2).locator('.navbar-user')).toHaveText(USER_A);
  await expect(tab2.locator('.group-item', { hasText: ROUND })).toBeVisible();

  // A is the device's user until the logout's purge is done and the device released: tab 2 may still load with A's
  // token while tab 1 purges (a request seen then is no leak); from the release on, nothing goes out with it
  let beforeLogout = Infinity;
  await logout(tab1, () => (beforeLogout = requests.length));
  await showsLoginScreen(tab2);
  // tab 2 tries to work on: there is no round of A left to take offline, and nothing goes out with A's token
  await expect(tab2.locator('.group-item', { hasText: ROUND })).toHaveCount(0);
  await tab2.reload();
  await showsLoginScreen(tab2);
  expect(await sentAs(USER_A, requests.slice(beforeLogout))).toEqual([]);

  // B logs in in tab 1: tab 2 follows to B without a click, and B is never shown A's round
  await login(tab1, USER_B);
  await expect(navbar(tab2).locator('.navbar-user')).toHaveText(USER_B);
  await expect(tab2.locator('.category').first()).toBeVisible();
  await expect(tab2.locator('.group-item', { hasText: ROUND })).toHaveCount(0);
  await expect(offlineCopies(tab1)).toHaveCount(0);
  expect(await sentAs(USER_A, requests.slice(beforeLogout))).toEqual([]);
});

test('issue 34, Login is one state across tabs: a copy of A left on the device is not listed to or opened by B, and A sees it again after logging in again', async ({ context }) => {
  test.setTimeout(120_000);
  const page = await context.newPage();
  await page.goto(server().url);
  await login(page, USER_A);
  await page.locator('.group-item', { hasText: ROUND }).getByRole('button', { name: 'Offline erfassen' }).click();
  await expect(page).toHaveURL(/\/mobile\/[0-9a-f-]{36}\/list$/);
  const copyPath = new URL(page.url()).pathname;

  // A's session ends without the app's logout (ended at the provider, the tokens lost): the copy stays stored
  await page.evaluate(() => localStorage.removeItem('hwe-handentry.auth.tokens'));
  await context.clearCookies();
  await page.goto(server().url);
  await showsLoginScreen(page);
  await login(page, USER_B);
  await expect(page.locator('.category').first()).toBeVisible();
  await expect(offlineCopies(page)).toHaveCount(0);
  await page.goto(server().url + copyPath);
  await expect(page.getByText('gibt es auf diesem Gerät nicht (mehr)')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // B's logout asks nothing about A's copy and leaves it; A finds it again
  await page.goto(server().url);
  await logout(page);
  await login(page, USER_A);
  await expect(offlineCopies(page).getByText(ROUND)).toBeVisible();
  await page.goto(server().url + copyPath);
  await expect(page.getByRole('progressbar')).toBeVisible();
});

test('issue 34 item "Refresh refusal releases the device": the provider refuses the refresh (the session ended there), every tab drops to the login screen, nothing goes out with A’s token, A’s copy stays', async ({ context }) => {
  test.setTimeout(120_000);
  const requests = recordApiRequests(context);
  const tab1 = await context.newPage();
  await tab1.goto(server().url);
  await login(tab1, USER_A);
  await tab1.locator('.group-item', { hasText: ROUND }).getByRole('button', { name: 'Offline erfassen' }).click();
  await expect(tab1).toHaveURL(/\/mobile\/[0-9a-f-]{36}\/list$/);
  const tab2 = await context.newPage();
  await tab2.goto(server().url);
  await expect(navbar(tab2).locator('.navbar-user')).toHaveText(USER_A);

  // the session ended at the provider: its token endpoint refuses the refresh token; tab 1 meets it when it starts again
  await context.route(`${provider.issuer}/token`, (route) =>
    route.request().postData()?.includes('grant_type=refresh_token')
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_grant', error_description: 'Session not active' }) })
      : route.fallback(),
  );
  await tab1.goto(server().url);
  await showsLoginScreen(tab1);
  await showsLoginScreen(tab2);
  const afterRelease = requests.length;
  await tab2.reload();
  await showsLoginScreen(tab2);
  expect(await sentAs(USER_A, requests.slice(afterRelease))).toEqual([]);
  // A's unsent copy is kept on the device for A
  const storedCopies = await tab2.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('hwe-handentry');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const counting = opening.result.transaction('rounds').objectStore('rounds').count();
          counting.onsuccess = () => resolve(counting.result);
        };
      }),
  );
  expect(storedCopies).toBe(1);
});
