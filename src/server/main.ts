// Entry point of `npm start`: reads the environment and starts the reference server.
import { startServer, type StartOptions } from './start';
import type { OidcOptions } from './auth/identity';
import { API_DIALECTS, type ApiDialect } from '../shared/api';

function oidcFromEnv(env: NodeJS.ProcessEnv): OidcOptions | undefined {
  if (!env.OIDC_ISSUER) return undefined;
  if (!env.OIDC_CLIENT_ID) throw new Error('OIDC_ISSUER is set but OIDC_CLIENT_ID is missing');
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    audience: env.OIDC_AUDIENCE || undefined,
    realm: env.OIDC_REALM || undefined,
    roleClaim: env.OIDC_ROLE_CLAIM || undefined,
    adminRole: env.OIDC_ADMIN_ROLE || 'HANDEINGABE_ADMIN',
    clockToleranceSeconds: env.OIDC_CLOCK_TOLERANCE ? Number(env.OIDC_CLOCK_TOLERANCE) : undefined,
  };
}

/** PDF_TIME_LIMIT_SECONDS in milliseconds */
function pdfTimeLimitFromEnv(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (!(seconds > 0)) throw new Error(`PDF_TIME_LIMIT_SECONDS must be a positive number of seconds, not "${value}"`);
  return seconds * 1000;
}

/** API_DIALECT: 'spec' or 'extended' (default) */
function dialectFromEnv(value: string | undefined): ApiDialect | undefined {
  if (!value) return undefined;
  if (!API_DIALECTS.includes(value as ApiDialect)) throw new Error(`API_DIALECT must be one of ${API_DIALECTS.join(', ')}, not "${value}"`);
  return value as ApiDialect;
}

const env = process.env;
const options: StartOptions = {
  port: env.PORT ? Number(env.PORT) : 8080,
  host: env.HOST || undefined,
  dataDir: env.DATA_DIR || './data',
  databaseUrl: env.DATABASE_URL || undefined,
  staticDir: env.STATIC_DIR || './dist',
  tilesDir: env.TILES_DIR || undefined,
  bodyLimit: env.BODY_LIMIT ? Number(env.BODY_LIMIT) : undefined,
  revision: env.REVISION || undefined,
  oidc: oidcFromEnv(env),
  logger: env.LOG_REQUESTS === '1',
  pdfTimeLimitMs: pdfTimeLimitFromEnv(env.PDF_TIME_LIMIT_SECONDS),
  dialect: dialectFromEnv(env.API_DIALECT),
  maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS ? Number(env.MAX_CONNECTIONS_PER_ADDRESS) : undefined,
};

const server = await startServer(options);
if (!options.oidc) {
  console.warn('WARNING: no OIDC_ISSUER configured — local demo mode: every request is the admin user "demo"; listening on loopback only.');
}
console.log(`hwe-handentry server listening on ${server.url} (${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${options.dataDir}`})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
