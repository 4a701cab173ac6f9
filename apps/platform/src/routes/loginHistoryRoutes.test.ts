import { memberPaths, paths, type LoginEvent } from '@portal/api';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { accounts, loginEvents } from '../db/schema';
import { loginHistoryLimits } from '../sessions/loginEvents';
import { hashToken } from '../sessions/sessions';
import { lastSmsCode, passSlider } from '../testing/flows';
import { loginAsTrial } from '../testing/loginAsTrial';
import { newMember } from '../testing/newMember';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** The load balancer in front, the only proxy the platform trusts here (TRUST_PROXY). */
const proxy = '10.0.0.2';

describe.each(databaseCases())('login history on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, {
      config: { trustProxy: loadConfig({ TRUST_PROXY: proxy }).trustProxy },
    });
  });
  afterAll(() => tp.close());

  /** A password login with the slider passed, from `remoteAddress`, with the request's own headers. */
  const login = async (
    username: string,
    password: string,
    request: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) =>
    tp.app.inject({
      method: 'POST',
      url: paths.login,
      payload: (await tp.encrypt({
        type: 'username',
        username,
        password,
        ...(await passSlider(tp)),
      })) as object,
      remoteAddress: request.remoteAddress ?? '203.0.113.7',
      headers: request.headers ?? {},
    });

  const history = (token: string, query = '') =>
    tp.app.inject({ method: 'GET', url: `${memberPaths.loginHistory}${query}`, headers: { token } });

  const listOf = async (token: string, query = '') => {
    const res = await history(token, query);
    expect(res.json(), res.body).toMatchObject({ success: true });
    return res.json().value.list as LoginEvent[];
  };

  const rowsOf = (accountId: number) =>
    tp.platform.db
      .select()
      .from(loginEvents)
      .where(eq(loginEvents.accountId, accountId))
      .orderBy(asc(loginEvents.id));

  const allRows = async () => (await tp.platform.db.select({ n: count() }).from(loginEvents))[0]!.n;

  it('records a login with its address, device and method, and tells the previous one at the next', async () => {
    const member = await newMember(tp, { prefix: 'logins', password: 'login-pass-1' });
    const first = await login(member.username, 'login-pass-1', {
      headers: { 'user-agent': chromeOnWindows },
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstValue = first.json().value;
    // The first login has no previous one.
    expect(firstValue).not.toHaveProperty('previousLoginAt');
    const [row] = await rowsOf(member.id);
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(row).toMatchObject({
      address: '203.0.113.7',
      device: 'Chrome on Windows',
      method: 'password',
      sessionHash: hashToken(firstValue.token),
      createdAt: new Date(tp.clock.now()),
    });
    // The summary only: nothing else of the header is kept.
    expect(JSON.stringify(row)).not.toContain('AppleWebKit');

    tp.clock.advance(90_000);
    // Through the trusted proxy: the address it saw, not what the client wrote leftmost.
    const second = await login(member.username, 'login-pass-1', {
      remoteAddress: proxy,
      headers: {
        'user-agent': safariOnIPhone,
        'x-forwarded-for': '192.0.2.99, 2001:db8:85a3::8a2e:370:7334',
      },
    });
    expect(second.json().value.previousLoginAt).toBe(row!.createdAt.toISOString());
    const secondToken = second.json().value.token as string;
    const [, newest] = await rowsOf(member.id);
    expect(newest).toMatchObject({ address: '2001:db8:85a3::8a2e:370:7334', device: 'Safari on iOS' });

    // Newest first, the addresses masked, the login of the session asking marked.
    expect(await listOf(secondToken)).toEqual([
      {
        id: newest!.id,
        at: newest!.createdAt.toISOString(),
        address: '2001:db8:85a3:*',
        device: 'Safari on iOS',
        method: 'password',
        current: true,
      },
      {
        id: row!.id,
        at: row!.createdAt.toISOString(),
        address: '203.0.113.*',
        device: 'Chrome on Windows',
        method: 'password',
        current: false,
      },
    ]);
    expect((await listOf(firstValue.token)).map((event) => event.current)).toEqual([false, true]);
    // The session newMember made without a login is none of them.
    expect((await listOf(member.token)).map((event) => event.current)).toEqual([false, false]);

    // A third login tells the second's time.
    tp.clock.advance(60_000);
    const third = await login(member.username, 'login-pass-1', { headers: {} });
    expect(third.json().value.previousLoginAt).toBe(newest!.createdAt.toISOString());
    expect((await listOf(secondToken, '?pageSize=1'))[0]).toMatchObject({ device: '', current: false });
  });

  it('records nothing for a failed login, nor for free play', async () => {
    const member = await newMember(tp, { prefix: 'logins', password: 'login-pass-1' });
    const before = await allRows();
    const elsewhere = { remoteAddress: '198.51.100.200' };
    const wrong = await login(member.username, 'not-the-password', elsewhere);
    expect(wrong.json()).toMatchObject({ success: false, code: 'LOGIN_FAILED' });
    const unknown = await login('nobody-by-this-name', 'login-pass-1', elsewhere);
    expect(unknown.json()).toMatchObject({ success: false });
    await loginAsTrial(tp);
    expect(await allRows()).toBe(before);
  });

  it('records how the member logged in: an SMS code, a hand-over, a social provider', async () => {
    const member = await newMember(tp, { prefix: 'logins' });
    const [demo] = await tp.platform.db.select().from(accounts).where(eq(accounts.username, 'demomember'));
    await tp.platform.db
      .update(accounts)
      .set({ countryDialingCode: demo!.countryDialingCode, mobileNum: '507654321' })
      .where(eq(accounts.id, member.id));
    const sent = await tp.app.inject({
      method: 'POST',
      url: paths.smsNoLogin,
      payload: { mobileNum: '507654321', countryDialingCode: '+966' },
    });
    expect(sent.json(), sent.body).toMatchObject({ success: true });
    const code = await lastSmsCode(tp, '+966507654321');
    const sms = await tp.app.inject({
      method: 'POST',
      url: paths.login,
      payload: (await tp.encrypt({
        type: 'sms',
        username: '507654321',
        password: code,
        countryDialingCode: '966',
      })) as object,
    });
    expect(sms.json(), sms.body).toMatchObject({ success: true });
    const smsToken = sms.json().value.token as string;

    tp.clock.advance(1_000);
    const handoverCode = (
      await tp.app.inject({ method: 'POST', url: paths.handoverCode, headers: { token: smsToken } })
    ).json().value.code as string;
    const handed = await tp.app.inject({
      method: 'POST',
      url: paths.handoverLogin,
      payload: { code: handoverCode },
    });
    expect(handed.json().value.previousLoginAt).toBe(new Date(tp.clock.now() - 1_000).toISOString());
    expect((await listOf(handed.json().value.token)).map(({ method, current }) => [method, current])).toEqual(
      [
        ['handover', true],
        ['sms', false],
      ],
    );

    const consent = await tp.app.inject({
      method: 'GET',
      url: `/wps/oauth/google/consent?${new URLSearchParams({ identity: 'google-1002', redirectUri: '/oauth/callback', state: 's' })}`,
    });
    const socialCode = new URL(consent.headers.location as string, 'https://portal.test').searchParams.get(
      'code',
    );
    const social = await tp.app.inject({
      method: 'POST',
      url: paths.oauthLogin,
      payload: { provider: 'google', code: socialCode },
    });
    expect(social.json(), social.body).toMatchObject({ success: true });
    expect((await listOf(social.json().value.token))[0]).toMatchObject({ method: 'social', current: true });
  });

  it('keeps twelve months and at most the last hundred logins of an account', async () => {
    const member = await newMember(tp, { prefix: 'logins', password: 'login-pass-1' });
    const now = tp.clock.now();
    const day = 86_400_000;
    const old = (daysAgo: number) => ({
      accountId: member.id,
      createdAt: new Date(now - daysAgo * day),
      address: '198.51.100.1',
      device: '',
      method: 'password',
      sessionHash: 'none',
    });
    // Two past twelve months, and 110 within them.
    await tp.platform.db.insert(loginEvents).values([old(400), old(366)]);
    await tp.platform.db.insert(loginEvents).values(Array.from({ length: 110 }, (_, i) => old(300 - i)));
    const other = await newMember(tp, { prefix: 'logins' });
    await tp.platform.db.insert(loginEvents).values([{ ...old(400), accountId: other.id }]);

    const res = await login(member.username, 'login-pass-1');
    // The previous login is the newest one kept.
    expect(res.json().value.previousLoginAt).toBe(new Date(now - 191 * day).toISOString());
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(loginHistoryLimits.keepRows);
    const times = rows.map((row) => row.createdAt.getTime()).sort((a, b) => a - b);
    // The newest hundred: the login itself and the 99 newest before it.
    expect(times[0]).toBe(now - (300 - 11) * day);
    expect(times.at(-1)).toBe(now);
    // Another account's rows wait for its own next login.
    expect(await rowsOf(other.id)).toHaveLength(1);

    // Twenty by default, fifty at most.
    const token = res.json().value.token as string;
    expect(await listOf(token)).toHaveLength(20);
    expect(await listOf(token, '?pageSize=50')).toHaveLength(50);
    expect((await listOf(token, '?pageSize=3'))[0]).toMatchObject({ current: true });
  });

  it('lists only the last twelve months when an account has not logged in since', async () => {
    const member = await newMember(tp, { prefix: 'logins' });
    const now = tp.clock.now();
    await tp.platform.db.insert(loginEvents).values(
      [10, 400].map((daysAgo) => ({
        accountId: member.id,
        createdAt: new Date(now - daysAgo * 86_400_000),
        address: '',
        device: '',
        method: 'sms',
        sessionHash: 'none',
      })),
    );
    expect(await listOf(member.token)).toEqual([
      expect.objectContaining({
        at: new Date(now - 10 * 86_400_000).toISOString(),
        address: '',
        method: 'sms',
      }),
    ]);
  });

  it('refuses a malformed page size as BAD_INPUT in the envelope', async () => {
    const member = await newMember(tp, { prefix: 'logins' });
    for (const query of [
      '?pageSize=0',
      '?pageSize=51',
      '?pageSize=x',
      '?pageSize=-1',
      '?pageSize=1.5',
      '?pageSize=',
    ]) {
      const res = await history(member.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'BAD_INPUT' });
    }
  });

  it('refuses visitors and trial accounts', async () => {
    const visitor = await history('');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const trial = await history(await loginAsTrial(tp));
    expect(trial.statusCode).toBe(403);
    expect(trial.json()).toMatchObject({ success: false, code: 'TRIAL_NOT_ALLOWED' });
  });
});
