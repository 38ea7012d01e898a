// keycloak-js decodes the refresh token as a JWT (Keycloak issues them so); oidc-provider's refresh tokens
// are opaque. This middleware hands them out wrapped in an unsigned JWT shape and unwraps them again when
// they come back to the token endpoint, so the browser login with keycloak-js can refresh its tokens.
import type { KoaContext } from 'oidc-provider';

const HEADER = Buffer.from(JSON.stringify({ alg: 'none', typ: 'Refresh' })).toString('base64url');

function wrap(opaque: string): string {
  return `${HEADER}.${Buffer.from(JSON.stringify({ rt: opaque })).toString('base64url')}.`;
}

function unwrap(token: string): string {
  const [, payload] = token.split('.');
  if (payload === undefined) return token;
  const { rt } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { rt?: string };
  return rt ?? token;
}

async function readText(stream: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

export async function jwtShapedRefreshTokens(ctx: KoaContext, next: () => Promise<void>): Promise<void> {
  const tokenEndpoint = ctx.method === 'POST' && ctx.path === '/token';
  if (tokenEndpoint && ctx.is('application/x-www-form-urlencoded')) {
    const params = new URLSearchParams(await readText(ctx.req));
    const refreshToken = params.get('refresh_token');
    if (refreshToken) params.set('refresh_token', unwrap(refreshToken));
    // oidc-provider reads an already consumed body from req.body
    ctx.req.body = params.toString();
  }
  await next();
  const body = ctx.body as { refresh_token?: unknown } | undefined;
  if (tokenEndpoint && typeof body?.refresh_token === 'string') body.refresh_token = wrap(body.refresh_token);
}
