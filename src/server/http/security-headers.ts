import type { FastifyInstance } from 'fastify';

interface CspOptions {
  /** origin of the OpenID provider the client talks to (token, userinfo, jwks) */
  identityOrigin?: string;
  /** origins of the configured map tile servers */
  imageOrigins?: string[];
  /** origins of the map tile servers whose tiles the worker keeps offline (issue 36 item 20) */
  connectOrigins?: string[];
}

/**
 * The policy the built app runs under: no inline scripts and no eval. WebAssembly compilation
 * ('wasm-unsafe-eval') is allowed for the barcode reader; inline styles for Leaflet and uPlot
 * (see docs/decisions/server.md "CSP").
 */
export function contentSecurityPolicy({ identityOrigin, imageOrigins = [], connectOrigins = [] }: CspOptions): string {
  const connect = ["'self'", identityOrigin, ...connectOrigins].filter(Boolean).join(' ');
  const frames = ["'self'", identityOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins].join(' '),
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${identityOrigin ? ` ${identityOrigin}` : ''}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers of every answer, error answers written on the socket included. */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
}
