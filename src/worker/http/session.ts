// The client context and token provider handed over by the UI in `init`.
import type { AccessTokenProvider, ClientContext } from '../../shared/contract';

const DEFAULT_CONTEXT: ClientContext = { browser: 'unknown', standalone: false };

let context: ClientContext = DEFAULT_CONTEXT;
let tokenProvider: AccessTokenProvider = async () => undefined;

export function startSession(newContext: ClientContext, newTokenProvider: AccessTokenProvider): void {
  context = newContext;
  tokenProvider = newTokenProvider;
}

export function sessionContext(): ClientContext {
  return context;
}

export function accessToken(): Promise<string | undefined> {
  return tokenProvider();
}
