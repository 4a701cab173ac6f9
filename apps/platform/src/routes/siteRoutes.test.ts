import { captchaKeyHeader, paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptCustomerServicePath } from '@portal/api';
import { passSlider } from '../testing/flows';
import { testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('site, verification and health routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const get = async (url: string, headers: Record<string, string> = {}) =>
    tp.app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.5' });

  it('serves the white-label tree with every flag on', async () => {
    const value = (await get(paths.whitelabel)).json().value;
    const ids = JSON.stringify(value);
    for (const flag of ['AGENTPOLICY3', 'MANPLAYREB3', 'CHNGPASSVERIF3'])
      expect(ids).toContain(`"modId":"${flag}"`);
    expect(value[0]).toMatchObject({ enabled: '1' });
  });

  it('serves the register settings with the rule of every draft field and the mobile length', async () => {
    const value = (await get(paths.registerSettings)).json().value;
    expect(value.regex).toEqual({ mobileMinLength: 7, mobileMaxLength: 11 });
    expect(value.fields.username).toMatchObject({ show: true, required: true, patternId: 1 });
    for (const setting of Object.values(value.fields) as Array<Record<string, unknown>>) {
      if (setting.show) expect(setting).toHaveProperty('patternId');
    }
  });

  it('serves the domain lines, the configuration with the visitor, and the site permissions', async () => {
    expect(
      (await get(`${paths.domainRoute}?device=0`)).json().value.domainList.length,
    ).toBeGreaterThanOrEqual(5);
    expect((await get(`${paths.domainRoute}?device=abc`)).statusCode).toBe(400);
    const config = (await get(paths.siteConfig, { 'cf-ipcountry': 'SA' })).json().value;
    expect(config).toMatchObject({
      location: { ip: '203.0.113.5', country: 'SA' },
      maintenance: false,
      regionRestriction: false,
      agentTypes: [1, 2, 41, 42],
      trialTypes: [4],
      // The platform sends its own SMS codes unless PHONE_PROVIDER names a provider.
      phoneProvider: '',
    });
    expect(Object.keys(config.resources).sort()).toEqual(['FACEBOOK', 'TELEGRAM', 'TELEGRAM1', 'TELEGRAM2']);
    const livechat = config.info.customerService.find(
      (entry: { csType: string }) => entry.csType === 'LIVECHAT',
    );
    expect(decryptCustomerServicePath(livechat.path)).toBe('/sandbox/chat');
    expect((await get(paths.sitePermission)).json().value).toMatchObject({
      freePlay: true,
      login: { sms: true },
    });
    expect((await get(paths.countryCode)).json().value[0]).toMatchObject({ dialingCode: '+966' });
  });

  it('serves the help centre in Arabic and English with the terms section, English for other languages', async () => {
    const ar = (await get(`${paths.helpCenter}?lang=ar&device=WEB`)).json().value;
    const en = (await get(`${paths.helpCenter}?lang=en&device=WEB`)).json().value;
    expect(ar.lang).toBe('ar');
    expect(ar.sections.map((s: { key: string }) => s.key)).toContain('term');
    expect(en.sections.map((s: { key: string }) => s.key)).toEqual(
      ar.sections.map((s: { key: string }) => s.key),
    );
    expect((await get(`${paths.helpCenter}?lang=th&device=WEB`)).json().value.lang).toBe('en');
    expect((await get(`${paths.helpCenter}?device=TV`)).statusCode).toBe(400);
  });

  it('serves the public key, the ping file and the OpenAPI document of every route', async () => {
    const key = (await get(paths.publicKey)).json().value;
    expect(key.jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256' });
    expect(key.jwk.d).toBeUndefined();
    const ping = await get(`${paths.ping}?r=0.123`);
    expect(ping.body).toBe('pong');
    // Any domain line's portal may time it.
    expect(ping.headers['access-control-allow-origin']).toBe('*');
    expect(ping.headers['cache-control']).toBe('no-store');
    const doc = (await get(paths.openapi)).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [paths.login, paths.register, paths.balance, paths.captcha, paths.systemStatus]) {
      expect(doc.paths).toHaveProperty(path);
    }
    expect(doc.paths[paths.sandboxCashier].post.requestBody).toBeDefined();
  });

  it('draws a captcha PNG, one a second per client', async () => {
    const res = await get(paths.captcha);
    expect(res.statusCode).toBe(200);
    expect(res.headers[captchaKeyHeader]).toMatch(/^[0-9a-f-]{36}$/);
    expect(Buffer.from(res.json().value, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const again = await get(paths.captcha);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('CAPTCHA_TOO_FAST');
    tp.clock.advance(1_001);
    const latest = await get(paths.captcha);
    expect(latest.statusCode).toBe(200);
    // The sandbox tells a captcha's answer by its key, and only for a key it gave.
    const key = latest.headers[captchaKeyHeader] as string;
    const answer = await get(`${paths.sandboxCaptcha}?key=${key}`);
    expect(answer.json()).toEqual({ success: true, value: { answer: expect.any(String) } });
    const unknown = await get(`${paths.sandboxCaptcha}?key=00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('checks slider tries: a pass yields single-use fields, a jump or a miss does not', async () => {
    const fields = await passSlider(tp);
    expect(fields).toEqual({ sliderChallengeId: expect.any(String), sliderToken: expect.any(String) });
    const challenge = (await get(paths.slider)).json().value;
    expect(challenge.background).toMatch(/^data:image\/svg\+xml/);
    const solution = (await get(`${paths.sandboxSlider}?id=${challenge.id}`)).json().value;
    const jump = await tp.app.inject({
      method: 'POST',
      url: paths.slider,
      payload: { challengeId: challenge.id, x: solution.x, durationMs: 5, trail: [[solution.x, 5]] },
    });
    expect(jump.statusCode).toBe(400);
    expect(jump.json().code).toBe('VERIFICATION_REQUIRED');
    const bad = await tp.app.inject({ method: 'POST', url: paths.slider, payload: { challengeId: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_INPUT');
  });

  it('closes the sandbox routes outside sandbox mode', async () => {
    const production = await openTestPlatform(databaseCase, { config: { sandbox: false }, seed: true });
    try {
      const res = await production.app.inject({ method: 'GET', url: paths.sandboxOutbox });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SANDBOX_ONLY');
    } finally {
      await production.close();
    }
  });

  it('answers member calls 503 during maintenance while status and configuration still answer', async () => {
    const operator = { authorization: `Bearer ${testOperatorToken}` };
    const on = {
      maintenance: { enabled: true, endTime: tp.clock.now() + 3_600_000 },
      regionRestriction: { enabled: false, ips: [], countries: [] },
    };
    await tp.app.inject({ method: 'PUT', url: paths.operatorSystem, headers: operator, payload: on });
    const login = await tp.app.inject({ method: 'POST', url: paths.login, payload: {} });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({
      success: false,
      code: 'MAINTENANCE',
      value: { endTime: on.maintenance.endTime },
    });
    expect(login.headers['retry-after']).toBe('3600');
    expect((await get(paths.systemStatus)).json().value.status).toBe(1);
    expect((await get(paths.siteConfig)).json().value.maintenance).toBe(true);
    const region = {
      maintenance: { enabled: false },
      regionRestriction: { enabled: true, ips: ['203.0.113.5'], countries: [] },
    };
    await tp.app.inject({ method: 'PUT', url: paths.operatorSystem, headers: operator, payload: region });
    expect((await get(paths.captcha)).statusCode).toBe(403);
    await tp.app.inject({
      method: 'PUT',
      url: paths.operatorSystem,
      headers: operator,
      payload: { ...region, regionRestriction: { enabled: false, ips: [], countries: [] } },
    });
  });

  it('answers health and readiness, with security headers and a request id', async () => {
    const health = await get(paths.healthz);
    expect(health.json()).toEqual({ success: true, value: { status: 'ok' } });
    expect(health.headers['content-security-policy']).toContain("object-src 'none'");
    expect(health.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(health.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://partner.example",
    );
    // The speed selector may reach the seeded domain lines; the sandbox brand has no analytics tag.
    expect(health.headers['content-security-policy']).toContain(
      "connect-src 'self' https://www.portal.example https://m.portal.example",
    );
    expect(health.headers['content-security-policy']).toContain("script-src 'self';");
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get(paths.readyz)).json().value).toMatchObject({
      status: 'ready',
      database: true,
      store: 'memory',
    });
  });

  it('allows CORS only for the configured brand origins', async () => {
    const preflight = (origin: string) =>
      tp.app.inject({
        method: 'OPTIONS',
        url: paths.login,
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://partner.example')).headers['access-control-allow-origin']).toBe(
      'https://partner.example',
    );
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
