// GET /config: the demo's settings overrides; the client fills in the spec defaults for the rest.
import type { FastifyInstance } from 'fastify';
import { apiPaths, type ConfigResponse } from '../../shared/api';
import type { IdentityProviderConfig, MapLayerConfig } from '../../shared/schema/settings';
import { DEFAULT_MAP_LAYER_URL } from '../../shared/config/settings';
import type { OidcOptions } from '../auth/identity';
import { ConfigResponseSchema } from '../../shared/schema/reference';

// The demo ships no tiles, so it names no base layer (issue 36 item 20: the default layer's /tiles/ path would answer
// 404 for every tile); its maps show the round's overlays and track. A deployment with a tile server names its layer.
export const DEMO_SETTINGS: ConfigResponse = {
  mapLayers: [],
  showArchive: true,
  showMobileMap: true,
  showDischargeMeters: true,
  showMeasureDocuments: true,
  showArchiveImages: 30,
  showArchiveImagesQuality: 60,
  showArchiveImagesWidth: 800,
};

/** A server given its own tiles (TILES_DIR) names them as the base layer, and allows keeping them offline (issue 36 item 20). */
export const DEMO_SETTINGS_WITH_TILES: ConfigResponse = {
  ...DEMO_SETTINGS,
  mapLayers: [{ type: 'tile', name: 'Karte', url: DEFAULT_MAP_LAYER_URL, offline: true }],
};

export function configRoutes(app: FastifyInstance, settings: ConfigResponse, oidc?: OidcOptions): void {
  const body: ConfigResponse = {
    ...settings,
    showLoginLogout: Boolean(oidc),
    ...(oidc && { identityProvider: identityProviderConfig(oidc) }),
  };
  app.get(apiPaths.config(), { config: { answer: ConfigResponseSchema } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return body;
  });
}

/**
 * The client's login settings: a Keycloak issuer '{base}/realms/{realm}' becomes the base URL plus the realm
 * (the form keycloak-js and the account link expect); any other issuer is a generic OpenID provider.
 */
export function identityProviderConfig(oidc: Pick<OidcOptions, 'issuer' | 'clientId' | 'realm'>): IdentityProviderConfig {
  const issuer = oidc.issuer.replace(/\/+$/, '');
  const realmPath = oidc.realm ? `/realms/${oidc.realm}` : undefined;
  if (realmPath && issuer.endsWith(realmPath)) {
    return { url: issuer.slice(0, -realmPath.length), realm: oidc.realm, clientId: oidc.clientId };
  }
  return { url: issuer, clientId: oidc.clientId };
}

/**
 * Origins of configured map tile servers on other hosts (allowed as image sources by the CSP); `which` narrows them,
 * e.g. to the layers kept offline, whose tiles the worker fetches.
 */
export function mapLayerOrigins(settings: ConfigResponse, which: (layer: MapLayerConfig) => boolean = () => true): string[] {
  return (settings.mapLayers ?? [])
    .filter((layer) => which(layer) && /^https?:\/\//.test(layer.url))
    .map((layer) => new URL(layer.url.replace(/[{}]/g, '')).origin);
}
