// From the server's identityProvider setting to the keycloak-js configuration (spec archive.md §6).
import type { KeycloakConfig } from 'keycloak-js';
import type { IdentityProviderConfig } from '../../shared/schema/settings';

/**
 * With a realm: a Keycloak server (its base URL; the realm's issuer URL `…/realms/<realm>` is accepted too);
 * without: any OpenID provider's issuer URL.
 */
export function keycloakConfig(provider: IdentityProviderConfig): KeycloakConfig {
  if (!provider.realm) return { clientId: provider.clientId, oidcProvider: provider.url };
  const realmPath = `/realms/${encodeURIComponent(provider.realm)}`;
  const url = provider.url.replace(/\/+$/, '');
  const baseUrl = url.endsWith(realmPath) ? url.slice(0, -realmPath.length) : url;
  return { url: baseUrl, realm: provider.realm, clientId: provider.clientId };
}

/** Login is enabled only when the client id and the realm (or, for a generic provider, its URL) are configured. */
export function loginEnabled(provider: IdentityProviderConfig | undefined): provider is IdentityProviderConfig {
  return Boolean(provider?.clientId && (provider.realm || provider.url));
}
