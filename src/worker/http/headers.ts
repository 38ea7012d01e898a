// spec entry.md §7 / archive.md §7: headers sent with every call.
import { CLIENT_VERSION } from '../../shared/api';
import type { ClientContext } from '../../shared/contract';

interface HeaderOptions {
  accept: string;
  /** bearer token; undefined for anonymous users and for the config call */
  token?: string;
  /** sent as If-None-Match */
  etag?: string;
  contentType?: string;
}

export function requestHeaders(context: ClientContext, options: HeaderOptions): Headers {
  const headers = new Headers({
    Accept: options.accept,
    'X-Client-Browser': context.browser,
    'X-Client-Version': CLIENT_VERSION,
    'X-PWA': String(context.standalone),
  });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.etag) headers.set('If-None-Match', options.etag);
  if (options.contentType) headers.set('Content-Type', options.contentType);
  return headers;
}
