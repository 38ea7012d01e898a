// The part of oidc-provider 9 the test provider uses (the package ships no types; @types lag behind).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContext {
    get(header: string): string;
    set(header: string, value: string): void;
    response: { get(header: string): string };
    method: string;
    path: string;
    body: unknown;
    req: IncomingMessage & { body?: unknown };
    is(type: string): string | false | null;
  }

  export interface IssuedToken {
    clientId?: string;
    accountId?: string;
    kind?: string;
  }

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & {
      findAccount?(ctx: KoaContext, id: string): Promise<Account | undefined>;
      extraTokenClaims?(ctx: KoaContext, token: IssuedToken): Promise<Record<string, unknown> | undefined>;
    });
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
