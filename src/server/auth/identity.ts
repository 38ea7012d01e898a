// Who is calling: the demo admin in local demo mode, otherwise the user of a verified bearer JWT.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { CurrentUser } from '../../shared/schema/reference';
import { unauthorized } from '../http/api-error';

export interface OidcOptions {
  /** issuer URL, e.g. https://login.example.org/realms/hwe */
  issuer: string;
  /** the app's public client id (sent to the client in /config) */
  clientId: string;
  /** expected `aud` of access tokens; without it the token's azp/client_id/aud must name clientId */
  audience?: string;
  /** dotted path of the claim with role names, e.g. realm_access.roles (default: roles) */
  roleClaim?: string;
  /** role name that makes a user admin */
  adminRole?: string;
  /** tolerated clock skew in seconds (default 30) */
  clockToleranceSeconds?: number;
  /** Keycloak realm, passed to the client in /config */
  realm?: string;
}

const DEMO_USER: CurrentUser = { username: 'demo', isAdmin: true };

type IdentifyRequest = (authorization: string | undefined) => Promise<CurrentUser | null>;

export function demoIdentity(): IdentifyRequest {
  return async () => DEMO_USER;
}

export function oidcIdentity(options: OidcOptions): IdentifyRequest {
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  const jwks = async () => {
    if (keys) return keys;
    const discovery = `${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(discovery);
    if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status} ${discovery}`);
    const { jwks_uri } = (await response.json()) as { jwks_uri: string };
    keys = createRemoteJWKSet(new URL(jwks_uri));
    return keys;
  };
  return async (authorization) => {
    if (!authorization) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) throw unauthorized('Malformed Authorization header');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(match[1], await jwks(), {
        issuer: options.issuer,
        audience: options.audience,
        clockTolerance: options.clockToleranceSeconds ?? 30,
      }));
    } catch (error) {
      throw unauthorized(`Invalid token: ${(error as Error).message}`);
    }
    if (!options.audience && !namesClient(payload, options.clientId)) {
      throw unauthorized('Invalid token: issued for another client');
    }
    const username = typeof payload.preferred_username === 'string' ? payload.preferred_username : payload.sub;
    if (!username) throw unauthorized('Invalid token: no user name');
    const roles = claimAt(payload, options.roleClaim ?? 'roles');
    const isAdmin = Boolean(options.adminRole && Array.isArray(roles) && roles.includes(options.adminRole));
    return { username, isAdmin };
  };
}

function namesClient(payload: JWTPayload, clientId: string): boolean {
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  return payload.azp === clientId || payload.client_id === clientId || audiences.includes(clientId);
}

function claimAt(payload: JWTPayload, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], payload);
}
