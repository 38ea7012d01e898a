// issue 34: the user a bearer token names (its `sub` claim), read without checking the signature: the server checks
// tokens; the device only tells its users apart. Undefined for a token that is no readable JWT.
import { decodeJwt } from 'jose';

export function tokenSubject(token: string): string | undefined {
  try {
    const { sub } = decodeJwt(token);
    return sub || undefined;
  } catch {
    return undefined;
  }
}
