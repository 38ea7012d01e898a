import { describe, expect, test } from 'vitest';
import { keycloakConfig, loginEnabled } from '../../../../src/ui/auth/provider-config';

describe('spec archive.md §6 login enabled only when the client id and realm are configured', () => {
  test('a client id with a realm or with a generic provider URL enables login', () => {
    expect(loginEnabled({ url: 'https://login.example.org', realm: 'hwe', clientId: 'hwe-handentry' })).toBe(true);
    expect(loginEnabled({ url: 'https://login.example.org/oidc', clientId: 'hwe-handentry' })).toBe(true);
  });

  test('without a client id, or with neither realm nor URL, or without a provider, login is disabled', () => {
    expect(loginEnabled({ url: 'https://login.example.org', realm: 'hwe', clientId: '' })).toBe(false);
    expect(loginEnabled({ url: '', clientId: 'hwe-handentry' })).toBe(false);
    expect(loginEnabled(undefined)).toBe(false);
  });
});

describe('spec archive.md §7 identity provider: keycloak-js configuration', () => {
  test('with a realm it is a Keycloak server: base URL, realm and client id', () => {
    expect(keycloakConfig({ url: 'https://login.example.org/', realm: 'hwe', clientId: 'hwe-handentry' })).toEqual({
      url: 'https://login.example.org',
      realm: 'hwe',
      clientId: 'hwe-handentry',
    });
  });

  test("the realm's issuer URL is accepted as well and reduced to the server's base URL", () => {
    expect(keycloakConfig({ url: 'https://login.example.org/auth/realms/hwe', realm: 'hwe', clientId: 'hwe-handentry' })).toEqual({
      url: 'https://login.example.org/auth',
      realm: 'hwe',
      clientId: 'hwe-handentry',
    });
  });

  test('without a realm the URL is the issuer of a generic OpenID provider', () => {
    expect(keycloakConfig({ url: 'http://127.0.0.1:4000', clientId: 'hwe-handentry' })).toEqual({
      clientId: 'hwe-handentry',
      oidcProvider: 'http://127.0.0.1:4000',
    });
  });
});
