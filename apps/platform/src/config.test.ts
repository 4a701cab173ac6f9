import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const portalDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
writeFileSync(join(portalDir, 'index.html'), '<!doctype html>');

describe('loadConfig', () => {
  it('uses safe defaults: sandbox off, no proxy trusted, no CORS origins, 30-minute idle sessions', () => {
    const c = loadConfig({ PORTAL_DIR: portalDir });
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      portalDir,
      maintenance: undefined,
      sandbox: false,
      trustProxy: false,
      openapi: true,
      requestTimeoutMs: 30_000,
      maxConnectionsPerAddress: 100,
      corsOrigins: [],
      agentTypes: [1, 2, 41, 42],
      trialTypes: [4],
      memberTypes: [0],
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      redisUrl: undefined,
      defaultInitialPassword: undefined,
      phoneProvider: '',
      messagesProvider: 'sandbox',
      captchaProvider: 'sandbox',
      paymentsProvider: 'sandbox',
      gamesProvider: 'sandbox',
    });
    expect(c.dataDir).toMatch(/\.data[\\/]pglite$/);
    expect(c.operatorToken).toBeUndefined();
  });

  it('turns the sandbox on only when asked', () => {
    expect(loadConfig({}).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).sandbox).toBe(false);
    expect(loadConfig({ SANDBOX: 'true' }).sandbox).toBe(true);
    expect(loadConfig({ SANDBOX: 'off' }).sandbox).toBe(false);
    expect(loadConfig({ SANDBOX: 'true', PHONE_PROVIDER: 'sandbox' }).phoneProvider).toBe('sandbox');
    expect(() => loadConfig({ PHONE_PROVIDER: 'sandbox' })).toThrow(
      /PHONE_PROVIDER is 'sandbox', which needs sandbox mode \(SANDBOX=true\)/,
    );
  });

  it('trusts the proxies it names, never whatever X-Forwarded-For says', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['127.0.0.1/8', '::1/128']);
    for (const everything of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: everything })).toThrow(
        /TRUST_PROXY is "\w+", which would trust any X-Forwarded-For.*TRUST_PROXY=10\.0\.0\.0\/8/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY is a count of proxies \(1\), which cannot tell a proxy from a client.*TRUST_PROXY=10/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY .*"10\.0\.0\.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '1.2.3.4,' })).toThrow(/TRUST_PROXY/);
  });

  it('bounds slow requests and open connections per address', () => {
    const c = loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', MAX_CONNECTIONS_PER_ADDRESS: '8' });
    expect(c).toMatchObject({ requestTimeoutMs: 5_000, maxConnectionsPerAddress: 8 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });

  it('serves the OpenAPI document outside production, and in production only when asked', () => {
    expect(loadConfig({}).openapi).toBe(true);
    expect(loadConfig({ OPENAPI: 'false' }).openapi).toBe(false);
    const production = {
      NODE_ENV: 'production',
      OPERATOR_TOKEN: 'o'.repeat(32),
      ALLOW_SANDBOX_PROVIDERS: 'messages,captcha,payments,games',
    };
    expect(loadConfig(production).openapi).toBe(false);
    expect(loadConfig({ ...production, OPENAPI: 'true' }).openapi).toBe(true);
  });

  it("chooses each port's provider by its variable, and stops on a name it does not have", () => {
    const named = {
      MESSAGES_PROVIDER: 'sandbox',
      CAPTCHA_PROVIDER: 'sandbox',
      PAYMENTS_PROVIDER: ' sandbox ',
      GAMES_PROVIDER: 'sandbox',
      SANDBOX: 'true',
      PHONE_PROVIDER: 'sandbox',
    };
    expect(loadConfig(named)).toMatchObject({
      messagesProvider: 'sandbox',
      captchaProvider: 'sandbox',
      paymentsProvider: 'sandbox',
      gamesProvider: 'sandbox',
      phoneProvider: 'sandbox',
    });
    expect(() => loadConfig({ MESSAGES_PROVIDER: 'twilio' })).toThrow(
      /MESSAGES_PROVIDER must be one of: sandbox \(got "twilio"\)/,
    );
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'geetest' })).toThrow(
      /CAPTCHA_PROVIDER must be one of: sandbox/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /PAYMENTS_PROVIDER must be one of: sandbox/,
    );
    expect(() => loadConfig({ GAMES_PROVIDER: 'aggregator' })).toThrow(
      /GAMES_PROVIDER must be one of: sandbox/,
    );
    expect(() => loadConfig({ PHONE_PROVIDER: 'firebase' })).toThrow(
      /PHONE_PROVIDER must be empty or one of: sandbox \(got "firebase"\)/,
    );
    expect(() => loadConfig({ ALLOW_SANDBOX_PROVIDERS: 'messages,sms' })).toThrow(
      /ALLOW_SANDBOX_PROVIDERS must be ports separated by commas, of: messages, phone, captcha, payments, games \(got "sms"\)/,
    );
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      OPERATOR_TOKEN: 'o'.repeat(32),
      ALLOW_SANDBOX_PROVIDERS: 'messages, captcha,payments,games',
    };

    it('starts with the operator token, no sandbox routes, and only the sandbox providers it allows', () => {
      expect(loadConfig(production)).toMatchObject({ sandbox: false, phoneProvider: '' });
    });

    it('refuses each sandbox provider it was not told to allow, default or named, and says how', () => {
      const { ALLOW_SANDBOX_PROVIDERS: _, ...strict } = production;
      const cases = [
        ['messages', 'MESSAGES_PROVIDER=sandbox \\(the default\\): SMS codes and e-mails land in the outbox'],
        ['captcha', 'CAPTCHA_PROVIDER=sandbox \\(the default\\)'],
        ['payments', 'PAYMENTS_PROVIDER=sandbox \\(the default\\): deposits and payouts are make-believe'],
        ['games', "GAMES_PROVIDER=sandbox \\(the default\\): the platform's own demo games"],
      ] as const;
      for (const [port, problem] of cases) {
        const others = cases.map(([name]) => name).filter((name) => name !== port);
        const config = { ...strict, ALLOW_SANDBOX_PROVIDERS: others.join(',') };
        expect(() => loadConfig(config), port).toThrow(
          new RegExp(`NODE_ENV is production[\\s\\S]*${problem}[\\s\\S]*ALLOW_SANDBOX_PROVIDERS=${port}`),
        );
        expect(() => loadConfig({ ...config, [`${port.toUpperCase()}_PROVIDER`]: 'sandbox' }), port).toThrow(
          new RegExp(`${port.toUpperCase()}_PROVIDER=sandbox: `),
        );
        expect(
          loadConfig({ ...config, ALLOW_SANDBOX_PROVIDERS: `${others.join(',')},${port}` }).sandbox,
        ).toBe(false);
      }
      let message = '';
      try {
        loadConfig(strict);
      } catch (error) {
        message = (error as Error).message;
      }
      for (const variable of [
        'MESSAGES_PROVIDER',
        'CAPTCHA_PROVIDER',
        'PAYMENTS_PROVIDER',
        'GAMES_PROVIDER',
      ]) {
        expect(message).toContain(`${variable}=sandbox (the default)`);
      }
      expect(message).not.toMatch(/PHONE_PROVIDER|OPERATOR_TOKEN|DEMO_PASSWORD|SANDBOX=true/);
    });

    it('allows the sandbox phone provider by ALLOW_SANDBOX_PROVIDERS=phone too', () => {
      const phone = {
        ...production,
        SANDBOX: 'true',
        ALLOW_SANDBOX_IN_PRODUCTION: 'true',
        PHONE_PROVIDER: 'sandbox',
      };
      expect(loadConfig(phone).phoneProvider).toBe('sandbox');
      const { ALLOW_SANDBOX_IN_PRODUCTION: _, ...routesRefused } = phone;
      let message = '';
      try {
        loadConfig(routesRefused);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/SANDBOX=true/);
      expect(message).toMatch(/PHONE_PROVIDER=sandbox: anyone could prove any mobile number/);
      expect(() =>
        loadConfig({ ...routesRefused, ALLOW_SANDBOX_PROVIDERS: 'messages,captcha,payments,games,phone' }),
      ).toThrow(/SANDBOX=true/);
      expect(() =>
        loadConfig({ ...routesRefused, ALLOW_SANDBOX_PROVIDERS: 'messages,captcha,payments,games,phone' }),
      ).not.toThrow(/PHONE_PROVIDER/);
    });

    it('refuses the sandbox unless explicitly allowed, and says how', () => {
      expect(() => loadConfig({ ...production, SANDBOX: 'true' })).toThrow(
        /NODE_ENV is production[\s\S]*SANDBOX=true[\s\S]*ALLOW_SANDBOX_IN_PRODUCTION=true/,
      );
      const allowed = { ...production, SANDBOX: 'true', ALLOW_SANDBOX_IN_PRODUCTION: 'true' };
      expect(loadConfig(allowed).sandbox).toBe(true);
      expect(loadConfig({ ...allowed, PHONE_PROVIDER: 'sandbox' }).phoneProvider).toBe('sandbox');
      expect(() => loadConfig({ ...production, ALLOW_SANDBOX_IN_PRODUCTION: 'maybe' })).toThrow(
        /ALLOW_SANDBOX_IN_PRODUCTION must be true or false/,
      );
    });

    it('refuses a demo password, a missing operator token and the sandbox phone provider', () => {
      expect(() => loadConfig({ ...production, DEMO_PASSWORD: 'Demo2026pass' })).toThrow(
        /NODE_ENV is production[\s\S]*DEMO_PASSWORD/,
      );
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /NODE_ENV is production[\s\S]*OPERATOR_TOKEN/,
      );
      expect(() => loadConfig({ ...production, SANDBOX: 'true', PHONE_PROVIDER: 'sandbox' })).toThrow(
        /PHONE_PROVIDER=sandbox/,
      );
    });

    it('names every unsafe setting at once', () => {
      let message = '';
      try {
        loadConfig({ NODE_ENV: 'production', SANDBOX: 'true', DEMO_PASSWORD: 'Demo2026pass' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/SANDBOX=true/);
      expect(message).toMatch(/DEMO_PASSWORD/);
      expect(message).toMatch(/OPERATOR_TOKEN/);
      expect(message).toMatch(/MESSAGES_PROVIDER=sandbox/);
    });
  });

  it('reads lists, origins and numbers', () => {
    const c = loadConfig({
      AGENT_TYPES: '1, 2',
      TRIAL_TYPES: '4,5',
      CORS_ORIGINS: 'https://brand.example, http://localhost:5173',
      SESSION_IDLE_MINUTES: '15',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'brand1:',
      DEFAULT_INITIAL_PASSWORD: 'abc123456',
    });
    expect(c).toMatchObject({
      agentTypes: [1, 2],
      trialTypes: [4, 5],
      corsOrigins: ['https://brand.example', 'http://localhost:5173'],
      sessionIdleMinutes: 15,
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'brand1:',
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
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX must be 1 to 64/);
    expect(() => loadConfig({ PHONE_PROVIDER: 'carrier-pigeon' })).toThrow(
      /PHONE_PROVIDER must be empty or one of: sandbox/,
    );
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
