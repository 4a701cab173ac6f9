import { paths } from '@portal/api';
import { count, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { accounts, settings } from '../db/schema';
import { lastSmsCode, passSlider } from '../testing/flows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('phone provider on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { config: { phoneProvider: 'sandbox' } });
  });
  afterAll(() => tp.close());

  it('tells the portal, in the site configuration, to send codes through the provider', async () => {
    const res = await tp.app.inject({ method: 'GET', url: paths.siteConfig });
    expect(res.json().value.phoneProvider).toBe('sandbox');
  });

  const post = (url: string, payload: unknown) =>
    tp.app.inject({ method: 'POST', url, payload: payload as object });

  /** The provider's ID token for +966 mobileNum, through the sandbox provider's two calls. */
  const idToken = async (mobileNum: string) => {
    const sent = await post(paths.sandboxPhoneSend, { mobileNum, countryDialingCode: '+966' });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(tp, `+966${mobileNum}`);
    const res = await post(paths.sandboxPhoneVerify, { mobileNum, countryDialingCode: '966', code });
    expect(res.statusCode).toBe(200);
    const { firebaseIdToken, expiresAt } = res.json().value;
    // A JWT's times are whole seconds: the token ends 10 minutes after the second it was made in.
    expect(expiresAt).toBe(Math.floor(tp.clock.now() / 1000) * 1000 + 10 * 60_000);
    return firebaseIdToken as string;
  };

  const register = async (draft: Record<string, unknown>) =>
    tp.app.inject({
      method: 'PUT',
      url: paths.register,
      payload: (await tp.encrypt({ ...(await passSlider(tp)), registerMethod: 'WEB', ...draft })) as object,
    });
  const draft = (username: string, mobileNum: string, extra: Record<string, unknown>) => ({
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum,
    countryDialingCode: '966',
    ...extra,
  });
  const smsLogin = async (mobileNum: string, extra: Record<string, unknown>) =>
    tp.app.inject({
      method: 'POST',
      url: paths.login,
      payload: (await tp.encrypt({
        type: 'sms',
        username: mobileNum,
        countryDialingCode: '966',
        ...extra,
      })) as object,
    });

  it("registers with the provider's ID token instead of the platform's SMS code, once", async () => {
    const token = await idToken('552223334');
    const res = await register(
      draft('PhoneUser1', '552223334', { firebaseChannel: 'sms', firebaseIdToken: token }),
    );
    expect(res.statusCode).toBe(200);
    expect((await findAccountByUsername(tp.platform.db, 'phoneuser1'))?.mobileNum).toBe('552223334');
    const again = await register(
      draft('PhoneUser2', '552223335', { firebaseChannel: 'sms', firebaseIdToken: token }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      code: 'PHONE_TOKEN_INVALID',
      message: 'errors.phoneTokenInvalid',
    });
  });

  it('refuses a token of another number, a forged or expired one, and a missing number, writing nothing', async () => {
    const rows = async () => (await tp.platform.db.select({ total: count() }).from(accounts))[0]?.total;
    const before = await rows();
    const token = await idToken('552223336');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ phone_number: '+966552223336', exp: expect.any(Number) });
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, phone_number: '+966552223337' })).toString('base64url')}.${signature}`;
    const unsigned = new UnsecuredJWT(claims).encode();
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a key that is not the platform one'));
    const [secret] = await tp.platform.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'phoneProviderSecret'));
    const elsewhere = await new SignJWT({ ...claims, aud: 'urn:another:service' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new Uint8Array(Buffer.from(secret!.value as string, 'base64url')));
    for (const [mobileNum, firebaseIdToken] of [
      ['552223337', token],
      ['552223337', forged],
      ['552223336', `${header}.${payload}.${'A'.repeat(43)}`],
      ['552223336', unsigned],
      ['552223336', otherKey],
      ['552223336', elsewhere],
      ['552223336', 'not-a-token'],
    ] as const) {
      const res = await register(
        draft(`Forger${mobileNum.slice(-2)}`, mobileNum, { firebaseChannel: 'sms', firebaseIdToken }),
      );
      expect(res.statusCode, firebaseIdToken.slice(0, 20)).toBe(400);
      expect(res.json().code).toBe('PHONE_TOKEN_INVALID');
    }
    const noNumber = await register({
      username: 'NoNumber1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      firebaseChannel: 'sms',
      firebaseIdToken: token,
    });
    expect(noNumber.statusCode).toBe(400);
    tp.clock.advance(10 * 60_000 + 1);
    const late = await register(
      draft('LateUser1', '552223336', { firebaseChannel: 'sms', firebaseIdToken: token }),
    );
    expect(late.json().code).toBe('PHONE_TOKEN_INVALID');
    expect(await rows()).toBe(before);
  });

  it('logs in by SMS with the ID token, and without it still asks for the code', async () => {
    const token = await idToken('501234567');
    const res = await smsLogin('501234567', { firebaseChannel: 'sms', firebaseIdToken: token });
    expect(res.statusCode).toBe(200);
    const info = await tp.app.inject({
      method: 'GET',
      url: paths.memberInfo,
      headers: { token: res.json().value.token },
    });
    expect(info.json().value.account).toBe('demomember');
    const reused = await smsLogin('501234567', { firebaseChannel: 'sms', firebaseIdToken: token });
    expect(reused.json().code).toBe('PHONE_TOKEN_INVALID');
    const withoutCode = await smsLogin('501234567', {});
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().message).toBe('validation.codeInvalid');
  });

  it('checks the numbers and codes it is given, and is refused outside sandbox mode', async () => {
    expect(
      (await post(paths.sandboxPhoneSend, { mobileNum: '12', countryDialingCode: '966' })).statusCode,
    ).toBe(400);
    expect((await post(paths.sandboxPhoneSend, { countryDialingCode: '966' })).statusCode).toBe(400);
    await post(paths.sandboxPhoneSend, { mobileNum: '552223338', countryDialingCode: '966' });
    for (const code of ['12345', 'abcdef', '0000000']) {
      const res = await post(paths.sandboxPhoneVerify, {
        mobileNum: '552223338',
        countryDialingCode: '966',
        code,
      });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe('validation.codeInvalid');
    }
    const wrong = await post(paths.sandboxPhoneVerify, {
      mobileNum: '552223338',
      countryDialingCode: '966',
      code: '999999',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    const production = await openTestPlatform(databaseCase, { config: { sandbox: false } });
    try {
      const res = await production.app.inject({
        method: 'POST',
        url: paths.sandboxPhoneSend,
        payload: { mobileNum: '552223339', countryDialingCode: '966' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SANDBOX_ONLY');
    } finally {
      await production.close();
    }
  });
});
