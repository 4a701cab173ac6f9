import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const portalDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
writeFileSync(join(portalDir, 'index.html'), '<!doctype html>');

describe('loadConfig', () => {
  it('uses safe defaults: sandbox on outside production, no CORS origins, 30-minute idle sessions', () => {
    const c = loadConfig({ PORTAL_DIR: portalDir });
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      portalDir,
      maintenance: undefined,
      sandbox: true,
      corsOrigins: [],
      agentTypes: [1, 2, 41, 42],
      trialTypes: [4],
      memberTypes: [0],
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      redisUrl: undefined,
      defaultInitialPassword: undefined,
      phoneProvider: '',
    });
    expect(c.dataDir).toMatch(/\.data[\\/]pglite$/);
    expect(c.operatorToken).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production' }).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: 'on' }).sandbox).toBe(true);
  });

  it('reads lists, origins and numbers', () => {
    const c = loadConfig({
      AGENT_TYPES: '1, 2',
      TRIAL_TYPES: '4,5',
      CORS_ORIGINS: 'https://brand.example, http://localhost:5173',
      SESSION_IDLE_MINUTES: '15',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DEFAULT_INITIAL_PASSWORD: 'abc123456',
    });
    expect(c).toMatchObject({
      agentTypes: [1, 2],
      trialTypes: [4, 5],
      corsOrigins: ['https://brand.example', 'http://localhost:5173'],
      sessionIdleMinutes: 15,
      redisUrl: 'redis://127.0.0.1:6379',
      defaultInitialPassword: 'abc123456',
    });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ MAINTENANCE: 'maybe' })).toThrow(/MAINTENANCE must be true or false/);
    expect(() => loadConfig({ PORTAL_DIR: '/nonexistent' })).toThrow(/PORTAL_DIR has no index.html/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN must be at least 24/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL must be a redis/);
    expect(() => loadConfig({ PHONE_PROVIDER: 'carrier-pigeon' })).toThrow(
      /PHONE_PROVIDER must be empty or one of: sandbox/,
    );
    expect(() => loadConfig({ PHONE_PROVIDER: 'sandbox', NODE_ENV: 'production' })).toThrow(
      /PHONE_PROVIDER is 'sandbox', which needs sandbox mode/,
    );
    expect(loadConfig({ PHONE_PROVIDER: 'sandbox' }).phoneProvider).toBe('sandbox');
    expect(() => loadConfig({ AGENT_TYPES: '1,two' })).toThrow(/AGENT_TYPES must be whole numbers/);
    expect(() => loadConfig({ CORS_ORIGINS: 'brand.example' })).toThrow(/CORS_ORIGINS must be origins/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(
      /SESSION_IDLE_MINUTES must be a whole number/,
    );
    expect(() => loadConfig({ DEFAULT_INITIAL_PASSWORD: '123' })).toThrow(/DEFAULT_INITIAL_PASSWORD/);
    expect(() => loadConfig({ DEMO_PASSWORD: 'password' })).toThrow(/DEMO_PASSWORD/);
    expect(() => loadConfig({ SANDBOX: 'sometimes' })).toThrow(/SANDBOX must be true or false/);
  });
});
