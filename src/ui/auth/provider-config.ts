// From the server's identityProvider setting to the keycloak-js configuration (spec archive.md §6).
import type { KeycloakConfig } from 'keycloak-js';
import type { IdentityProviderConfig } from '../../shared/model';

/** With a realm: a Keycloak server's base URL; without: any OpenID provider's issuer URL. */
export function keycloakConfig(provider: IdentityProviderConfig): KeycloakConfig {
  return provider.realm
    ? { url: provider.url, realm: provider.realm, clientId: provider.clientId }
    : { clientId: provider.clientId, oidcProvider: provider.url };
}

/** Login is enabled only when the client id and the realm (or, for a generic provider, its URL) are configured. */
export function loginEnabled(provider: IdentityProviderConfig | undefined): provider is IdentityProviderConfig {
  return Boolean(provider?.clientId && (provider.realm || provider.url));
}
