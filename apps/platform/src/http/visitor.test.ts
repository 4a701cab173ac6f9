import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { defaultSystemState } from '../system/systemState';
import { testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

/** The load balancer in front: it appends the address it saw to whatever X-Forwarded-For the client sent. */
const proxy = '10.0.0.2';
const visitor = '198.51.100.66';
const behindProxy = (claimed?: string) => ({
  remoteAddress: proxy,
  headers: { 'x-forwarded-for': claimed ? `${claimed}, ${visitor}` : visitor },
});

describe.each(databaseCases())('the visitor behind a proxy on $name', (databaseCase) => {
  const platforms: TestPlatform[] = [];
  const open = async (TRUST_PROXY: string, seed = true) => {
    const { trustProxy } = loadConfig({ TRUST_PROXY });
    const tp = await openTestPlatform(databaseCase, { config: { trustProxy }, seed });
    platforms.push(tp);
    return tp;
  };
  let oneProxy: TestPlatform;
  beforeAll(async () => {
    oneProxy = await open('10.0.0.2');
  });
  afterAll(async () => {
    for (const tp of platforms) await tp.close();
  });

  const ipSeenBy = async (tp: TestPlatform, request: ReturnType<typeof behindProxy>) =>
    (await tp.app.inject({ method: 'GET', url: paths.systemStatus, ...request })).json().value.ip;

  it('is the address the trusted proxy saw, not the one the client wrote leftmost', async () => {
    expect(await ipSeenBy(oneProxy, behindProxy())).toBe(visitor);
    expect(await ipSeenBy(oneProxy, behindProxy('1.2.3.4'))).toBe(visitor);
    expect(await ipSeenBy(oneProxy, behindProxy('1.2.3.4, 5.6.7.8'))).toBe(visitor);
    // Straight from the client, nothing it writes is believed.
    const direct = { remoteAddress: visitor, headers: { 'x-forwarded-for': '1.2.3.4' } };
    expect(await ipSeenBy(oneProxy, direct)).toBe(visitor);
  });

  it('trusts only the listed proxies when TRUST_PROXY names them', async () => {
    const listed = await open('10.0.0.0/8', false);
    expect(await ipSeenBy(listed, behindProxy('1.2.3.4'))).toBe(visitor);
    // A second proxy of the list in between is skipped; an address outside it is the visitor.
    const twoProxies = {
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': `1.2.3.4, ${visitor}, 10.9.8.7` },
    };
    expect(await ipSeenBy(listed, twoProxies)).toBe(visitor);
  });

  it('keeps the per-address limits on the real address whatever the client writes', async () => {
    const captcha = (claimed: string) =>
      oneProxy.app.inject({ method: 'GET', url: paths.captcha, ...behindProxy(claimed) });
    expect((await captcha('192.0.2.1')).statusCode).toBe(200);
    // Another made-up address in front does not make another visitor: one captcha a second still holds.
    const second = await captcha('192.0.2.2');
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('CAPTCHA_TOO_FAST');
  });

  it('keeps the region restriction on the real address whatever the client writes', async () => {
    const put = (state: typeof defaultSystemState) =>
      oneProxy.app.inject({
        method: 'PUT',
        url: paths.operatorSystem,
        headers: { authorization: `Bearer ${testOperatorToken}` },
        payload: state,
      });
    await put({ ...defaultSystemState, regionRestriction: { enabled: true, ips: [visitor], countries: [] } });
    try {
      const res = await oneProxy.app.inject({
        method: 'GET',
        url: paths.memberInfo,
        ...behindProxy('192.0.2.9'),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('REGION_RESTRICTED');
      const status = await oneProxy.app.inject({
        method: 'GET',
        url: paths.systemStatus,
        ...behindProxy('192.0.2.9'),
      });
      expect(status.json().value).toMatchObject({ status: 2, ip: visitor });
    } finally {
      await put(defaultSystemState);
    }
  });

  it('counts the per-address limits of an IPv6 visitor by its /64, whichever address of it each call uses', async () => {
    // The slider's 30 puzzles a minute per address: 30 from 30 addresses of one /64, then refused.
    const puzzle = (remoteAddress: string) =>
      oneProxy.app.inject({ method: 'GET', url: paths.slider, remoteAddress });
    for (let n = 1; n <= 30; n += 1)
      expect((await puzzle(`2001:db8:7:9::${n.toString(16)}`)).statusCode).toBe(200);
    expect((await puzzle('2001:db8:7:9:ffff::31')).statusCode).toBe(429);
    // Another /64 is another subscriber.
    expect((await puzzle('2001:db8:7:a::1')).statusCode).toBe(200);
  });
});
