import type { PlatformConfig } from '../config';

export const testDemoPassword = 'Demo2026pass';
export const testOperatorToken = 'test-operator-token-0123456789abcdef';

/**
 * A platform configuration for tests: quiet (TEST_LOG_LEVEL=error shows what a failing test's platform
 * logged), no portal, an in-memory database.
 */
export const testConfig = (overrides: Partial<PlatformConfig> = {}): PlatformConfig => ({
  host: '127.0.0.1',
  port: 0,
  portalDir: null,
  logLevel: (process.env.TEST_LOG_LEVEL as PlatformConfig['logLevel'] | undefined) ?? 'silent',
  maintenance: undefined,
  regionRestricted: undefined,
  databaseUrl: undefined,
  dataDir: 'memory://',
  operatorToken: testOperatorToken,
  redisUrl: undefined,
  redisPrefix: 'portal:',
  sandbox: true,
  defaultInitialPassword: 'Initial123',
  demoPassword: testDemoPassword,
  corsOrigins: ['https://partner.example'],
  agentTypes: [1, 2, 41, 42],
  trialTypes: [4],
  memberTypes: [0],
  sessionIdleMinutes: 30,
  sessionMaxHours: 12,
  trustProxy: false,
  requestTimeoutMs: 30_000,
  maxConnectionsPerAddress: 100,
  openapi: true,
  phoneProvider: '',
  messagesProvider: 'sandbox',
  captchaProvider: 'sandbox',
  paymentsProvider: 'sandbox',
  gamesProvider: 'sandbox',
  ...overrides,
});
