import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  portNames,
  providerNames,
  providerVariables,
  type PortName,
  type ProviderName,
} from './providers/providerNames';

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
  /** Redis, when set: rate-limit counters and the session cache shared by every node. */
  redisUrl: string | undefined;
  /** The prefix of every Redis key, so one Redis serves several brands (or test runs) apart. */
  redisPrefix: string;
  /**
   * Sandbox mode: SMS and e-mail go to the outbox, and sandbox-only routes reveal the outbox, the
   * captcha answer and the slider solution. Off unless SANDBOX=true (`pnpm start` and the tests set it).
   */
  sandbox: boolean;
  /** The product's default initial password (operators hand it out; logging in with it forces a change). */
  defaultInitialPassword: string | undefined;
  /** The password of the seeded demo accounts; generated once and kept in the database when unset. */
  demoPassword: string | undefined;
  /** Brand origins allowed to call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  /** Account types that are agents, trial accounts and ordinary members (spec section 6). */
  agentTypes: number[];
  trialTypes: number[];
  memberTypes: number[];
  /** Sessions end after this many idle minutes, and this many hours after login in any case. */
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /**
   * Which proxies in front may name the visitor in X-Forwarded-For (the IP of status, limits and logs):
   * none, or their addresses and ranges (Fastify's `trustProxy`).
   */
  trustProxy: TrustProxy;
  /** A request's headers and body must arrive within this time; a slower one answers 408. */
  requestTimeoutMs: number;
  /** Open connections one address may hold at once (proxies named by TRUST_PROXY are exempt). */
  maxConnectionsPerAddress: number;
  /** The OpenAPI document at `paths.openapi`: on outside production, in production only with OPENAPI=true. */
  openapi: boolean;
  /**
   * The phone provider the portal sends and checks SMS codes with (the site configuration's
   * `phoneProvider`): '' for the platform's own codes, or 'sandbox' (sandbox mode only).
   */
  phoneProvider: '' | ProviderName<'phone'>;
  /** The provider behind each other port (`providers/`): the sandbox unless a variable names another. */
  messagesProvider: ProviderName<'messages'>;
  captchaProvider: ProviderName<'captcha'>;
  paymentsProvider: ProviderName<'payments'>;
  gamesProvider: ProviderName<'games'>;
}

/**
 * No proxy (false), or the addresses and CIDR ranges of the proxies in front: the visitor is the
 * rightmost address of X-Forwarded-For that is not one of them. Never "all": the leftmost address is
 * whatever the client wrote.
 */
export type TrustProxy = false | string[];

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

function list(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 0)) {
    throw new ConfigError(name, `must be whole numbers separated by commas (got "${raw}")`);
  }
  return values;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

/** proxy-addr's names for address ranges (what Fastify's `trustProxy` understands), spelled out. */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An IP address or a CIDR range of them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxyHelp =
  'Name the proxies in front of the platform by address or range, e.g. TRUST_PROXY=10.0.0.0/8 behind a ' +
  'load balancer in that network (or loopback, uniquelocal, linklocal)';

/**
 * The proxies allowed to name the visitor, by address: a count of hops cannot tell a proxy from a client
 * that reaches the platform directly and writes the header itself (Fastify 5 fails closed on a count too).
 */
function trustProxyOf(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  const value = raw.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    throw new ConfigError(
      'TRUST_PROXY',
      `is "${raw}", which would trust any X-Forwarded-For, whose leftmost address the client writes ` +
        `itself. ${trustProxyHelp}`,
    );
  }
  if (/^\d+$/.test(value)) {
    throw new ConfigError(
      'TRUST_PROXY',
      `is a count of proxies (${raw}), which cannot tell a proxy from a client that connects directly. ` +
        trustProxyHelp,
    );
  }
  const ranges: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    const named = namedRanges[entry.toLowerCase()];
    if (named) ranges.push(...named);
    else if (isAddressOrRange(entry)) ranges.push(entry);
    else {
      throw new ConfigError(
        'TRUST_PROXY',
        `must be false, or proxy addresses and CIDR ranges separated by commas (got "${entry}")`,
      );
    }
  }
  return ranges;
}

/**
 * A port's provider from its variable: the default when unset, otherwise one of the names the platform
 * has (a misspelt provider stops the start rather than quietly running the sandbox).
 */
function providerOf<Port extends PortName, Default extends string>(
  env: NodeJS.ProcessEnv,
  port: Port,
  fallback: Default,
): ProviderName<Port> | Default {
  const variable = providerVariables[port];
  const raw = env[variable]?.trim() ?? '';
  if (raw === '') return fallback;
  const names: readonly string[] = providerNames[port];
  if (!names.includes(raw)) {
    const choices = fallback === '' ? `empty or one of: ${names.join(', ')}` : `one of: ${names.join(', ')}`;
    throw new ConfigError(variable, `must be ${choices} (got "${raw}")`);
  }
  return raw as ProviderName<Port>;
}

/** The ports whose sandbox a production start may run (ALLOW_SANDBOX_PROVIDERS=messages,captcha). */
function allowedSandboxes(env: NodeJS.ProcessEnv): Set<PortName> {
  const raw = env.ALLOW_SANDBOX_PROVIDERS ?? '';
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!portNames.some((port) => port === name)) {
      throw new ConfigError(
        'ALLOW_SANDBOX_PROVIDERS',
        `must be ports separated by commas, of: ${portNames.join(', ')} (got "${name}")`,
      );
    }
  }
  return new Set(names as PortName[]);
}

/** Why each port's sandbox has no place in production. */
const sandboxDangers: Record<PortName, string> = {
  messages: 'SMS codes and e-mails land in the outbox table and reach nobody',
  phone: 'anyone could prove any mobile number',
  captcha: "the platform's own drawn captcha and slider stop a careless script, not a determined one",
  payments: 'deposits and payouts are make-believe: no money moves and anyone could fake a payment',
  games: "the platform's own demo games pay from its own random draws, not a licensed game provider's",
};

type ProviderChoice = Pick<
  PlatformConfig,
  'phoneProvider' | 'messagesProvider' | 'captchaProvider' | 'paymentsProvider' | 'gamesProvider'
>;

const chosenProvider = (config: ProviderChoice, port: PortName): string =>
  ({
    messages: config.messagesProvider,
    phone: config.phoneProvider,
    captcha: config.captchaProvider,
    payments: config.paymentsProvider,
    games: config.gamesProvider,
  })[port];

/**
 * What production refuses, all named at once so one restart fixes them: the sandbox routes (they reveal
 * codes and answers to anyone) and any sandbox provider unless explicitly allowed, a demo password from
 * the environment, no operator token.
 */
function productionProblems(
  env: NodeJS.ProcessEnv,
  config: Pick<PlatformConfig, 'sandbox' | 'demoPassword' | 'operatorToken'> & ProviderChoice,
): string[] {
  const problems: string[] = [];
  const sandboxAllowed = flag(env, 'ALLOW_SANDBOX_IN_PRODUCTION') === true;
  const allowed = allowedSandboxes(env);
  if (config.sandbox && !sandboxAllowed) {
    problems.push(
      'SANDBOX=true: the sandbox routes show every SMS code, e-mail, captcha and slider answer to anyone. ' +
        'Unset SANDBOX, or also set ALLOW_SANDBOX_IN_PRODUCTION=true for a public demo holding no real ' +
        'accounts',
    );
  }
  for (const port of portNames) {
    if (chosenProvider(config, port) !== 'sandbox' || sandboxAllowed || allowed.has(port)) continue;
    const variable = providerVariables[port];
    const unset = (env[variable]?.trim() ?? '') === '';
    problems.push(
      `${variable}=sandbox${unset ? ' (the default)' : ''}: ${sandboxDangers[port]}. Name a real provider, ` +
        `or allow this sandbox with ALLOW_SANDBOX_PROVIDERS=${port} (ALLOW_SANDBOX_IN_PRODUCTION=true ` +
        'allows every sandbox, for a public demo)',
    );
  }
  if (config.demoPassword) {
    problems.push(
      'DEMO_PASSWORD is set: no account in production opens with a password from the environment. ' +
        'Unset it (an allowed sandbox makes its own demo password and keeps it in the database)',
    );
  }
  if (!config.operatorToken) {
    problems.push(
      'OPERATOR_TOKEN is unset: operators could not switch maintenance or region restriction. Set a random ' +
        'token of 24 characters or more',
    );
  }
  return problems;
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
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL');
  }
  const redisPrefix = env.REDIS_PREFIX || 'portal:';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) {
    throw new ConfigError('REDIS_PREFIX', 'must be 1 to 64 letters, digits or _ . : - (like "brand1:")');
  }
  const defaultInitialPassword = env.DEFAULT_INITIAL_PASSWORD || undefined;
  if (defaultInitialPassword !== undefined && defaultInitialPassword.length < 6) {
    throw new ConfigError('DEFAULT_INITIAL_PASSWORD', 'must be at least 6 characters long');
  }
  const demoPassword = env.DEMO_PASSWORD || undefined;
  if (demoPassword !== undefined && !/^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/.test(demoPassword)) {
    throw new ConfigError('DEMO_PASSWORD', 'must be 8 to 20 characters with letters and digits');
  }
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError('CORS_ORIGINS', `must be origins like https://brand.example (got "${origin}")`);
    }
  }
  const production = env.NODE_ENV === 'production';
  const sandbox = flag(env, 'SANDBOX') ?? false;
  // No phone provider unless one is named: the site then sends the platform's own SMS codes.
  const providers: ProviderChoice = {
    phoneProvider: providerOf(env, 'phone', ''),
    messagesProvider: providerOf(env, 'messages', 'sandbox'),
    captchaProvider: providerOf(env, 'captcha', 'sandbox'),
    paymentsProvider: providerOf(env, 'payments', 'sandbox'),
    gamesProvider: providerOf(env, 'games', 'sandbox'),
  };
  if (providers.phoneProvider === 'sandbox' && !sandbox) {
    throw new ConfigError('PHONE_PROVIDER', "is 'sandbox', which needs sandbox mode (SANDBOX=true)");
  }
  // Checked in every mode, so a typo shows on a developer's machine before it reaches production.
  allowedSandboxes(env);
  const problems = production
    ? productionProblems(env, { sandbox, demoPassword, operatorToken, ...providers })
    : [];
  if (problems.length > 0) {
    const lines = problems.map((problem) => `  - ${problem}`).join('\n');
    throw new ConfigError('NODE_ENV', `is production, which refuses to start with:\n${lines}`);
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
    redisUrl,
    redisPrefix,
    sandbox,
    defaultInitialPassword,
    demoPassword,
    corsOrigins,
    agentTypes: list(env, 'AGENT_TYPES', [1, 2, 41, 42]),
    trialTypes: list(env, 'TRIAL_TYPES', [4]),
    memberTypes: list(env, 'MEMBER_TYPES', [0]),
    sessionIdleMinutes: whole(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    sessionMaxHours: whole(env, 'SESSION_MAX_HOURS', 12, 1, 24 * 30),
    trustProxy: trustProxyOf(env),
    requestTimeoutMs: whole(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 600) * 1000,
    maxConnectionsPerAddress: whole(env, 'MAX_CONNECTIONS_PER_ADDRESS', 100, 1, 100_000),
    openapi: flag(env, 'OPENAPI') ?? !production,
    ...providers,
  };
}
