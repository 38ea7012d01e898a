// A real OpenID provider on loopback for tests (oidc-provider): JWT access tokens through
// resource indicators, client_credentials per test user (no browser needed) and a public PKCE
// client for the browser login with keycloak-js (CORS with credentials, loopback redirects).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { jwtShapedRefreshTokens } from './jwt-shaped-refresh-tokens';

export const APP_CLIENT_ID = 'hwe-handentry';
export const ADMIN_ROLE = 'HANDEINGABE_ADMIN';
const CLIENT_SECRET = 'test-secret';
const userClientId = (username: string) => `user-${username}`;

export interface TestAccount {
  username: string;
  /** realm roles put into the token's `roles` claim */
  roles?: string[];
}

export interface OidcProviderOptions {
  accounts: TestAccount[];
  /** the `aud` of access tokens (the API) */
  audience?: string;
  /** exact redirect URIs for the browser client; loopback URIs of any port are allowed anyway */
  redirectUris?: string[];
  port?: number;
  /** lifetime of access tokens (default 3600 s); short ones let browser tests see a refresh */
  accessTokenTtlSeconds?: number;
}

export interface RunningOidcProvider {
  issuer: string;
  audience: string;
  clientId: string;
  /** an access token for a test account through the client_credentials grant */
  token(username: string): Promise<string>;
  /** a token signed with the provider's key but with chosen claims (expired, wrong issuer…) */
  signToken(claims: Record<string, unknown>, options?: { issuer?: string; expiresAt?: number; audience?: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * One signing key for the providers of a process (issue 32, CI time: an RSA key costs ~0.2–0.3 s of CPU, and the unit
 * project starts some 40 providers in its one process); each provider has its own issuer, so no token crosses over.
 */
let signingKey: ReturnType<typeof generateKeyPair> | undefined;

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const { privateKey } = await (signingKey ??= generateKeyPair('RS256', { extractable: true }));
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const audience = options.audience ?? 'urn:hwe-handentry:api';
  const accounts = new Map(options.accounts.map((account) => [account.username, account]));
  const accessTokenTtl = options.accessTokenTtlSeconds ?? 3600;
  const claimsOf = (username: string) => ({ preferred_username: username, roles: accounts.get(username)?.roles ?? [] });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: APP_CLIENT_ID,
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: ['http://127.0.0.1/', ...(options.redirectUris ?? [])],
        post_logout_redirect_uris: ['http://127.0.0.1/', ...(options.redirectUris ?? [])],
      },
      ...options.accounts.map((account) => ({
        client_id: userClientId(account.username),
        client_secret: CLIENT_SECRET,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
      })),
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: ['test-cookie-key'] },
    ttl: { ClientCredentials: 3600, AccessToken: accessTokenTtl },
    pkce: { required: () => true },
    // like Keycloak, a public client gets a refresh token without asking for offline_access
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(grant: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: () => true,
    features: {
      devInteractions: { enabled: true },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'openid profile',
          audience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: accessTokenTtl,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: id, ...claimsOf(id) }) };
    },
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? (token.accountId as string | undefined) : undefined;
      const username = accountId ?? String(token.clientId).replace(/^user-/, '');
      return claimsOf(username);
    },
    claims: { openid: ['sub'], profile: ['preferred_username', 'roles'] },
  });
  // keycloak-js calls the token endpoint with credentials
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.get('Origin') && ctx.response.get('Access-Control-Allow-Origin')) ctx.set('Access-Control-Allow-Credentials', 'true');
  });
  provider.use(jwtShapedRefreshTokens);
  server.on('request', provider.callback());

  return {
    issuer,
    audience,
    clientId: APP_CLIENT_ID,
    async token(username) {
      const response = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${userClientId(username)}:${CLIENT_SECRET}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', resource: audience }),
      });
      const body = (await response.json()) as { access_token?: string; error_description?: string };
      if (!response.ok || !body.access_token) throw new Error(`token for ${username}: ${response.status} ${body.error_description}`);
      return body.access_token;
    },
    async signToken(claims, { issuer: tokenIssuer = issuer, expiresAt, audience: tokenAudience = audience } = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid, typ: 'at+jwt' })
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt(now - 60)
        .setExpirationTime(expiresAt ?? now + 600)
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
