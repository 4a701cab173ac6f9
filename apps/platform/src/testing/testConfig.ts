import type { PlatformConfig } from '../config';

export const testOperatorToken = 'test-operator-token-0123456789abcdef';

/** A platform configuration for tests: quiet, no portal, an in-memory database. */
export const testConfig = (overrides: Partial<PlatformConfig> = {}): PlatformConfig => ({
  host: '127.0.0.1',
  port: 0,
  portalDir: null,
  logLevel: 'silent',
  maintenance: undefined,
  regionRestricted: undefined,
  databaseUrl: undefined,
  dataDir: 'memory://',
  operatorToken: testOperatorToken,
  ...overrides,
});
