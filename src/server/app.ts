// The Fastify application: security headers, identity, the /hwe-api/v2 routes and the built client.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiDialect, ConfigResponse } from '../shared/api';
import type { CurrentUser } from '../shared/schema/reference';
import { demoIdentity, oidcIdentity, type OidcOptions } from './auth/identity';
import type { Database } from './db/database';
import { registerAnswerCheck } from './http/answer-check';
import { requireLoopbackHost } from './auth/demo-host';
import { frameworkErrorHandler, registerErrorHandler } from './http/api-error';
import { registerApiHeaders } from './http/api-headers';
import { INSTANT_FORMAT, isInstant } from '../shared/schema/limits';
import { registerCompression } from './http/compression';
import { registerJsonBodyParser } from './http/json-body';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { clientErrorAnswer } from './http/raw-error';
import { limitConnectionsPerAddress, MAX_CONNECTIONS_PER_ADDRESS, REQUEST_TIMEOUT_MS, timeoutServerOptions } from './http/connection-limits';
import { registerStaticClient } from './http/static-client';
import { createPdfPool } from './pdf/pdf-pool';
import { configRoutes, DEMO_SETTINGS, DEMO_SETTINGS_WITH_TILES, mapLayerOrigins } from './routes/config';
import { infoRoutes } from './routes/info';
import { measureRoundRoutes } from './routes/measure-rounds';
import { referenceListRoutes } from './routes/reference-lists';
import { roundPostRoutes } from './routes/round-post';
import { roundImageRoutes } from './routes/round-images';
import { roundMapRoutes } from './routes/round-map';
import { timeseriesRoutes } from './routes/timeseries';
import { timeseriesMetadataRoutes } from './routes/timeseries-metadata';
import { archiveListRoutes } from './routes/archive-list';
import { specArchiveListRoutes } from './routes/spec-archive-list';
import { specTimeseriesRoutes } from './routes/spec-timeseries';
import { completedRoundRoutes } from './routes/completed-rounds';
import { completedRoundFileRoutes } from './routes/completed-round-files';
import { permissionRoutes } from './routes/permissions';

declare module 'fastify' {
  interface FastifyRequest {
    /** null for anonymous requests */
    user: CurrentUser | null;
  }
}

export interface AppOptions {
  db: Database;
  /** without it the server runs in local demo mode: every request is the demo admin */
  oidc?: OidcOptions;
  /** directory of the built client (vite build) */
  staticDir?: string;
  /** directory of map tiles served at /tiles/{z}/{x}/{y}.png; the demo configuration then names them as its layer */
  tilesDir?: string;
  settings?: ConfigResponse;
  /** largest accepted JSON or image body in bytes */
  bodyLimit?: number;
  revision?: string;
  /** log every request; failed requests (5xx) are logged either way */
  logger?: boolean;
  /** tests: every answer is checked against its schema (a mismatch answers 500) */
  checkAnswers?: boolean;
  /** longest layout of one PDF protocol before it is stopped with 503 (default 30 s) */
  pdfTimeLimitMs?: number;
  /** issue 32: 'spec' answers only the shapes of the spec's call tables, without our extensions (default 'extended') */
  dialect?: ApiDialect;
  /** time to receive a request's headers, and its whole body, before it is answered 408 (default 30 s) */
  requestTimeoutMs?: number;
  /** open connections per client address; one more is answered 429 (default 64) */
  maxConnectionsPerAddress?: number;
}

const DEFAULT_BODY_LIMIT = 20 * 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const settings = options.settings ?? (options.tilesDir ? DEMO_SETTINGS_WITH_TILES : DEMO_SETTINGS);
  const headers = securityHeaders({
    identityOrigin: options.oidc && new URL(options.oidc.issuer).origin,
    imageOrigins: mapLayerOrigins(settings),
    connectOrigins: mapLayerOrigins(settings, (layer) => layer.offline === true),
  });
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger ? true : { level: 'error' },
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorAnswer(headers),
    http: timeoutServerOptions(requestTimeoutMs),
    requestTimeout: requestTimeoutMs,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // wrong types are refused (400), not coerced; unknown fields are kept
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, allowUnionTypes: true, formats: { [INSTANT_FORMAT]: isInstant } },
    },
  });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerApiHeaders(app);
  if (!options.oidc) requireLoopbackHost(app);
  if (options.checkAnswers) registerAnswerCheck(app);
  // after the answer check: it reads the answer before compression
  await registerCompression(app);
  registerSecurityHeaders(app, headers);
  limitConnectionsPerAddress(app.server, options.maxConnectionsPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS, headers);

  const identify = options.oidc ? oidcIdentity(options.oidc) : demoIdentity();
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/hwe-api/') && !request.url.startsWith('/hwe-api/v2/config')) {
      request.user = await identify(request.headers.authorization);
    }
  });

  const spec = options.dialect === 'spec';
  configRoutes(app, settings, options.oidc);
  infoRoutes(app, options.db, spec ? { dialect: 'spec' } : { dialect: 'extended', revision: options.revision ?? 'dev' });
  measureRoundRoutes(app, options.db);
  referenceListRoutes(app, options.db);
  roundPostRoutes(app, options.db, { answerBody: !spec });
  roundImageRoutes(app, options.db);
  roundMapRoutes(app, options.db);
  if (spec) {
    specTimeseriesRoutes(app, options.db);
    specArchiveListRoutes(app, options.db);
  } else {
    timeseriesRoutes(app, options.db);
    timeseriesMetadataRoutes(app, options.db);
    archiveListRoutes(app, options.db);
  }
  completedRoundRoutes(app, options.db);
  const pdfPool = createPdfPool({ timeLimitMs: options.pdfTimeLimitMs });
  app.addHook('onClose', () => pdfPool.close());
  completedRoundFileRoutes(app, options.db, pdfPool);
  permissionRoutes(app, options.db);
  await registerStaticClient(app, options.staticDir ?? './dist', options.tilesDir);
  return app;
}
