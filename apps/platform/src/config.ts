import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PlatformConfig {
  host: string;
  port: number;
  /** The built portal (apps/portal/dist) that the platform serves; absent in API-only runs. */
  portalDir: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Start-up switches for the operator's flags; unset keeps what operators stored at run time. */
  maintenance: boolean | undefined;
  regionRestricted: boolean | undefined;
  /** PostgreSQL, when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Where the embedded database lives (`.data/pglite` by default; `memory://` for a throw-away one). */
  dataDir: string;
  /** The bearer token of the operator routes; without it they answer 403. */
  operatorToken: string | undefined;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

const here = dirname(fileURLToPath(import.meta.url));

/** Reads and checks the environment once at start; a bad value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  }
  const logLevel = (env.LOG_LEVEL || 'info') as PlatformConfig['logLevel'];
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${logLevels.join(', ')} (got "${env.LOG_LEVEL}")`);
  }
  let portalDir: string | null = env.PORTAL_DIR
    ? resolve(env.PORTAL_DIR)
    : resolve(here, '../../portal/dist');
  if (!existsSync(resolve(portalDir, 'index.html'))) {
    if (env.PORTAL_DIR) throw new ConfigError('PORTAL_DIR', `has no index.html (${portalDir})`);
    portalDir = null;
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// URL');
  }
  const operatorToken = env.OPERATOR_TOKEN || undefined;
  if (operatorToken !== undefined && operatorToken.length < 24) {
    throw new ConfigError('OPERATOR_TOKEN', 'must be at least 24 characters long');
  }
  return {
    host: env.HOST || '127.0.0.1',
    port,
    portalDir,
    logLevel,
    maintenance: flag(env, 'MAINTENANCE'),
    regionRestricted: flag(env, 'REGION_RESTRICTED'),
    databaseUrl,
    dataDir: env.DATA_DIR || resolve('.data', 'pglite'),
    operatorToken,
  };
}
