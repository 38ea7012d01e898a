// GET /config: the demo's settings overrides; the client fills in the spec defaults for the rest.
import type { FastifyInstance } from 'fastify';
import { apiPaths, type ConfigResponse } from '../../shared/api';
import type { OidcOptions } from '../auth/identity';

export const DEMO_SETTINGS: ConfigResponse = {
  showArchive: true,
  showMobileMap: true,
  showDischargeMeters: true,
  showMeasureDocuments: true,
  showArchiveImages: 30,
  showArchiveImagesQuality: 60,
  showArchiveImagesWidth: 800,
  mapLayers: [
    {
      type: 'tile',
      name: 'OpenStreetMap',
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      options: { maxZoom: 19, attribution: '© OpenStreetMap' },
    },
  ],
};

export function configRoutes(app: FastifyInstance, settings: ConfigResponse, oidc?: OidcOptions): void {
  const body: ConfigResponse = {
    ...settings,
    showLoginLogout: Boolean(oidc),
    ...(oidc && { identityProvider: { url: oidc.issuer, clientId: oidc.clientId, realm: oidc.realm } }),
  };
  app.get(apiPaths.config(), async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return body;
  });
}

/** Origins of configured map tile servers (allowed as image sources by the CSP). */
export function mapLayerOrigins(settings: ConfigResponse): string[] {
  return (settings.mapLayers ?? []).map((layer) => new URL(layer.url.replace(/[{}]/g, '')).origin);
}
