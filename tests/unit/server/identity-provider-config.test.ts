import { describe, expect, it } from 'vitest';
import { identityProviderConfig } from '../../../src/server/routes/config';

describe('archive.md §6 login is enabled when the client id and realm are configured: /config identityProvider', () => {
  it('splits a Keycloak issuer into base URL and realm', () => {
    expect(identityProviderConfig({ issuer: 'https://login.example.org/realms/hwe/', clientId: 'handeingabe', realm: 'hwe' })).toEqual({
      url: 'https://login.example.org',
      realm: 'hwe',
      clientId: 'handeingabe',
    });
  });

  it('passes any other issuer on as a generic OpenID provider', () => {
    expect(identityProviderConfig({ issuer: 'http://127.0.0.1:9000/oidc', clientId: 'app' })).toEqual({
      url: 'http://127.0.0.1:9000/oidc',
      clientId: 'app',
    });
    expect(identityProviderConfig({ issuer: 'http://127.0.0.1:9000/oidc', clientId: 'app', realm: 'other' })).toEqual({
      url: 'http://127.0.0.1:9000/oidc',
      clientId: 'app',
    });
  });
});
