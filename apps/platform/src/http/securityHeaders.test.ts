import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

const proxy = '10.0.0.2';

describe.each(databaseCases())('security headers on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { seed: false, config: { trustProxy: [proxy] } });
  });
  afterAll(() => tp.close());

  const hsts = async (remoteAddress: string, headers: Record<string, string> = {}) =>
    (await tp.app.inject({ method: 'GET', url: paths.healthz, remoteAddress, headers })).headers[
      'strict-transport-security'
    ];

  it('pins HTTPS when the trusted proxy says the visitor came over HTTPS', async () => {
    expect(await hsts(proxy, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000');
  });

  it('sends no HSTS over plain HTTP, nor when anyone but the proxy claims HTTPS', async () => {
    expect(await hsts(proxy)).toBeUndefined();
    expect(await hsts(proxy, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hsts('198.51.100.7', { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });
});
