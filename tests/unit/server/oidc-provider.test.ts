// The test OpenID provider supports what the browser login with keycloak-js needs (TOOLCHAIN.md
// "Login"): authorization code with PKCE S256 for the public client on any loopback port, JWT access
// tokens, CORS with credentials on the token endpoint — and the server accepts those tokens.
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../src/server/start';
import { ADMIN_ROLE, startOidcProvider, type RunningOidcProvider } from '../../support/oidc/provider';
import { startTestServer } from './support/server';

const APP_ORIGIN = 'http://127.0.0.1:5555';
const REDIRECT_URI = `${APP_ORIGIN}/`;

let provider: RunningOidcProvider;
let server: RunningServer;

beforeAll(async () => {
  provider = await startOidcProvider({ accounts: [{ username: 'olga' }, { username: 'anna', roles: [ADMIN_ROLE] }] });
  server = await startTestServer({ oidc: { issuer: provider.issuer, clientId: provider.clientId, adminRole: ADMIN_ROLE } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** Follows the provider's dev login and consent pages like a browser would; answers the code. */
async function loginWithCode(username: string, codeChallenge: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, provider.issuer), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    return response;
  };
  const query = new URLSearchParams({
    client_id: provider.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile',
    state: 'st',
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  let location = (await send(`/auth?${query}`)).headers.get('location')!;
  for (let step = 0; step < 6 && !location.startsWith(REDIRECT_URI); step++) {
    if (location.includes('/interaction/')) {
      const page = await (await send(location)).text();
      const prompt: Record<string, string> = page.includes('name="login"') ? { prompt: 'login', login: username, password: 'x' } : { prompt: 'consent' };
      const action = /action="([^"]+)"/.exec(page)![1];
      location = (await send(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(prompt) })).headers.get('location')!;
    } else {
      location = (await send(location)).headers.get('location')!;
    }
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

describe('archive.md §6 login: authorization code with PKCE against the test provider', () => {
  test('a browser-style login gives a JWT access token the server accepts', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await loginWithCode('anna', challenge);

    const tokenResponse = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', Origin: APP_ORIGIN },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: provider.clientId, code_verifier: verifier }),
    });
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(tokenResponse.headers.get('access-control-allow-credentials')).toBe('true');
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };
    expect(decodeJwt(accessToken)).toMatchObject({ preferred_username: 'anna', roles: [ADMIN_ROLE], iss: provider.issuer });

    const info = await fetch(`${server.url}/hwe-api/v2/info`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(await info.json()).toMatchObject({ username: 'anna', isAdmin: true });
  });

  test('client-credential tokens of another client are refused when no audience is configured', async () => {
    const foreign = await provider.token('olga');
    const response = await fetch(`${server.url}/hwe-api/v2/measure-round`, { headers: { Authorization: `Bearer ${foreign}` } });
    expect(response.status).toBe(401);
  });
});
