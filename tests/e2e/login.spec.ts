// spec archive.md §2 Navigation bar, §4 Login state, §6 Roles and permissions, §7 identity provider,
// §8 alerts with loginRequired; entry.md §6 and §8 (groups.loginRequired); issues 4 and 5.
// The real OpenID provider (oidc-provider, its own login form) and the real server run on loopback.
import { expect, type Page, type Request } from '@playwright/test';
import type { GroupSummary } from '../../src/shared/schema/group';
import { ADMIN_ROLE, startOidcProvider, type RunningOidcProvider } from '../support/oidc/provider';
import { serverForThisFile, test } from './server-for-this-file';

const OBSERVER = 'beobachter';
const ADMIN = 'demo';
const TOKEN_STORAGE_KEY = 'hwe-handentry.auth.tokens';
/** short enough to see the refresh at "less than 5 s left" within one test */
const ACCESS_TOKEN_TTL_S = 15;

const navbar = (page: Page) => page.getByRole('navigation');

/** Scripts of the keycloak-js chunk the page loaded (the service worker's precaching is not the page's). */
const keycloakChunksLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/keycloak-[^/]*\.js$/.test(entry.name)).length);

test.describe('with an identity provider', () => {
  let provider: RunningOidcProvider;

  test.beforeAll(async () => {
    provider = await startOidcProvider({
      accounts: [{ username: OBSERVER }, { username: ADMIN, roles: [ADMIN_ROLE] }],
      accessTokenTtlSeconds: ACCESS_TOKEN_TTL_S,
    });
  });
  test.afterAll(async () => {
    await provider?.close();
  });

  const server = serverForThisFile(() => ({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_AUDIENCE: provider.audience,
  }));

  async function roundNamesFor(username: string): Promise<string[]> {
    const response = await fetch(`${server().url}/hwe-api/v2/measure-round`, {
      headers: { Authorization: `Bearer ${await provider.token(username)}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as GroupSummary[]).map((round) => round.mrName).sort();
  }

  async function loginThroughProvider(page: Page, username: string): Promise<void> {
    await navbar(page).getByRole('button', { name: 'Anmelden' }).click();
    await submitProviderLogin(page, username);
  }

  /** The provider's own login form (oidc-provider dev interactions), then its consent page if it asks. */
  async function submitProviderLogin(page: Page, username: string): Promise<void> {
    await page.waitForURL(`${provider.issuer}/**`);
    await page.locator('input[name="login"]').fill(username);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    const consent = page.getByRole('button', { name: 'Continue' });
    await page.waitForURL((url) => url.origin === server().url || url.pathname.includes('/interaction/'));
    if (new URL(page.url()).origin !== server().url) await consent.click();
    await page.waitForURL(`${server().url}/**`);
  }

  /** Leaves the group selection and comes back through the navbar, so the round list is requested again. */
  async function openRoundListAgain(page: Page): Promise<void> {
    await page.evaluate(() => {
      history.pushState(null, '', '/no-such-page');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('.navbar-brand').click();
  }

  /** Waits until a token issued at `issuedAt` has 3.5 s left. */
  async function untilLessThan5sLeft(page: Page, issuedAt: number): Promise<void> {
    await page.waitForTimeout(Math.max(0, issuedAt + (ACCESS_TOKEN_TTL_S - 3.5) * 1000 - Date.now()));
  }

  async function shownRoundNames(page: Page): Promise<string[]> {
    await expect(page.locator('.category').first()).toBeVisible();
    const collapsed = page.locator('.category .card-header[aria-expanded="false"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();
    // the rounds by category (the observer lists above them repeat the meteo and hydro rounds)
    return (await page.locator('.category .group-name').allTextContents()).sort();
  }

  test('not logged in: the round list asks for login, the navbar and the alert offer the login button', async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/hwe-api/v2/measure-round')) apiRequests.push(request.url());
    });
    await page.goto(server().url);

    const alert = page.getByRole('alert').filter({ hasText: 'Bitte melden Sie sich an, um die Messtouren zu laden.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Neu laden' })).toHaveCount(0);
    await expect(navbar(page).getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    await expect(navbar(page).getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
    await expect(navbar(page).locator('.navbar-user')).toHaveCount(0);
    // '[keycloak] Not authenticated!': a protected request is not even sent without a login
    expect(apiRequests).toEqual([]);

    // The alert's button starts the same login with redirect.
    await alert.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.locator('input[name="login"]')).toBeVisible();
    expect(page.url().startsWith(`${provider.issuer}/`)).toBe(true);
  });

  test('logs in through the provider, shows the user and the rounds the roles allow, stays logged in after a reload, logs out to home', async ({ page }) => {
    const observerRounds = await roundNamesFor(OBSERVER);
    const adminRounds = await roundNamesFor(ADMIN);
    expect(observerRounds.length).toBeGreaterThan(0);
    expect(observerRounds.length).toBeLessThan(adminRounds.length);

    await page.goto(server().url);
    await loginThroughProvider(page, OBSERVER);

    await expect(navbar(page).locator('.navbar-user')).toHaveText(OBSERVER);
    expect(await keycloakChunksLoaded(page)).toBe(1);
    await expect(navbar(page).getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(navbar(page).getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
    expect(await shownRoundNames(page)).toEqual(observerRounds);

    // Restored from the stored tokens, not from the provider's session cookie.
    await page.context().clearCookies();
    await page.reload();
    await expect(navbar(page).locator('.navbar-user')).toHaveText(OBSERVER);
    expect(await shownRoundNames(page)).toEqual(observerRounds);

    await navbar(page).getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer || url.origin === server().url);
    if (new URL(page.url()).origin === provider.issuer) await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${server().url}/`);

    await expect(navbar(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(navbar(page).locator('.navbar-user')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte melden Sie sich an, um die Messtouren zu laden.' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });

  test('a route that needs login starts the login flow and returns to that route afterwards', async ({ page }) => {
    const [round] = await roundNamesFor(OBSERVER);
    const stationsPath = `/stations/${encodeURIComponent(round)}/2026-11-02`;
    await page.goto(server().url + stationsPath);
    await submitProviderLogin(page, OBSERVER);
    await page.waitForURL(server().url + stationsPath);
    await expect(navbar(page).locator('.navbar-user')).toHaveText(OBSERVER);
  });

  test('offline, the app starts from the stored session without leaving for the provider; online again the session is still there', async ({ page, context }) => {
    await page.goto(server().url);
    await loginThroughProvider(page, OBSERVER);
    await expect(navbar(page).locator('.navbar-user')).toHaveText(OBSERVER);
    await expect(page.locator('.category').first()).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Keine Verbindung zum Server – gespeicherte Messtouren werden angezeigt.')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(server().url);
    await expect(navbar(page).locator('.navbar-user')).toHaveText(OBSERVER);
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte melden Sie sich an' })).toHaveCount(0);

    await context.setOffline(false);
    await page.reload();
    await expect(navbar(page).locator('.navbar-user')).toHaveText(OBSERVER);
  });

  test('the access token is refreshed only when it has less than 5 s left, and requests carry the fresh bearer token', async ({ page }) => {
    const refreshes: Request[] = [];
    const roundListTokens: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${provider.issuer}/token` && request.postData()?.includes('grant_type=refresh_token')) refreshes.push(request);
    });
    page.on('request', async (request) => {
      if (!request.url().endsWith('/hwe-api/v2/measure-round')) return;
      roundListTokens.push((await request.allHeaders()).authorization ?? 'none');
    });
    await page.goto(server().url);
    await loginThroughProvider(page, OBSERVER);
    await expect(navbar(page).locator('.navbar-user')).toHaveText(OBSERVER);
    const loggedInAt = Date.now();
    await expect.poll(() => roundListTokens.length).toBe(1);
    expect(roundListTokens[0]).toMatch(/^Bearer ey/);
    expect(refreshes).toHaveLength(0);

    const reloadRoundList = async () => {
      const before = roundListTokens.length;
      await openRoundListAgain(page);
      await expect.poll(() => roundListTokens.length).toBe(before + 1);
    };

    await reloadRoundList(); // about 10 s left: the token is used as it is
    expect(refreshes).toHaveLength(0);
    expect(roundListTokens[1]).toBe(roundListTokens[0]);

    await untilLessThan5sLeft(page, loggedInAt);
    await reloadRoundList(); // less than 5 s left: refreshed before the call
    expect(refreshes).toHaveLength(1);
    expect(roundListTokens[2]).toMatch(/^Bearer ey/);
    expect(roundListTokens[2]).not.toBe(roundListTokens[0]);
    await expect(navbar(page).locator('.navbar-user')).toHaveText(OBSERVER);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a refresh the provider refuses logs "Failed to refresh token" and logs the user out', async ({ page, context }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(server().url);
    await loginThroughProvider(page, OBSERVER);
    await expect(navbar(page).locator('.navbar-user')).toHaveText(OBSERVER);
    const loggedInAt = Date.now();

    // The session ends at the provider (e.g. logout in another application): the refresh token dies with it.
    const providerPage = await context.newPage();
    await providerPage.goto(`${provider.issuer}/session/end`);
    await providerPage.getByRole('button', { name: 'Yes, sign me out' }).click();
    await providerPage.waitForLoadState();
    await providerPage.close();

    await untilLessThan5sLeft(page, loggedInAt);
    await openRoundListAgain(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte melden Sie sich an, um die Messtouren zu laden.' })).toBeVisible();
    expect(errors).toContain('Failed to refresh token');
    await expect(navbar(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(navbar(page).locator('.navbar-user')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });
});

test.describe('without an identity provider (local demo mode)', () => {
  const server = serverForThisFile();

  test('no login or logout button, keycloak-js is not loaded, and anonymous requests carry no Authorization header', async ({ page }) => {
    const authorizations: (string | undefined)[] = [];
    page.on('request', async (request) => {
      if (request.url().includes('/hwe-api/')) authorizations.push((await request.allHeaders()).authorization);
    });
    await page.goto(server().url);
    await expect(navbar(page).locator('.navbar-user')).toHaveText('demo');
    await expect(page.locator('.category').first()).toBeVisible();
    await expect(navbar(page).getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
    await expect(navbar(page).getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
    expect(await keycloakChunksLoaded(page)).toBe(0);
    expect(authorizations.length).toBeGreaterThan(0);
    expect(authorizations.every((authorization) => authorization === undefined)).toBe(true);
  });
});
