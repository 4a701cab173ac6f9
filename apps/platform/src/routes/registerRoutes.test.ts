import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { lastSmsCode, passSlider } from '../testing/flows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('registration routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const smsCode = async (mobileNo: string) => {
    const res = await tp.app.inject({
      method: 'POST',
      url: paths.smsRegister,
      payload: { mobileNo, countryDialingCode: '+966', registerType: 'username' },
    });
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    return lastSmsCode(tp, `+966${mobileNo}`);
  };

  const register = async (url: string, draft: Record<string, unknown>) =>
    tp.app.inject({
      method: 'PUT',
      url,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: (await tp.encrypt({ ...(await passSlider(tp)), registerMethod: 'WEB', ...draft })) as object,
    });

  it('registers by username under an agent and logs the new member in', async () => {
    const code = await smsCode('551112223');
    const res = await register(paths.register, {
      username: 'NewPlayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '551112223',
      countryDialingCode: '966',
      verificationCode: code,
      affiliateCode: 'AGENT1',
      email: 'new@player.example',
    });
    expect(res.statusCode).toBe(200);
    const info = await tp.app.inject({
      method: 'GET',
      url: paths.memberInfo,
      headers: { token: res.json().value.token },
    });
    expect(info.json().value).toMatchObject({
      account: 'NewPlayer1',
      type: 0,
      language: 'en',
      mobileNum: '551112223',
    });
    const agent = await findAccountByUsername(tp.platform.db, 'agent1');
    expect((await findAccountByUsername(tp.platform.db, 'newplayer1'))?.parentId).toBe(agent?.id);
  });

  it('refuses a taken username or number before any code is spent', async () => {
    const code = await smsCode('551112224');
    const taken = await register(paths.register, {
      username: 'newplayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '551112224',
      countryDialingCode: '966',
      verificationCode: code,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USERNAME_TAKEN');
    const again = await tp.app.inject({
      method: 'POST',
      url: paths.smsRegister,
      payload: { mobileNo: '551112223', countryDialingCode: '966' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MOBILE_TAKEN');
    // The code was not spent by the refusal: it still registers another name.
    const ok = await register(paths.register, {
      username: 'newplayer2',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '551112224',
      countryDialingCode: '966',
      verificationCode: code,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers bad input with the rule message and writes nothing', async () => {
    const res = await register(paths.register, {
      username: '1abc',
      password: 'Secret123',
      confirmPassword: 'Secret124',
      mobileNum: '551112225',
      countryDialingCode: '966',
      verificationCode: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
    expect(res.json().message).toMatch(/^validation\.account/);
    expect(await findAccountByUsername(tp.platform.db, '1abc')).toBeUndefined();
    const mismatch = await register(paths.register, {
      username: 'abcd12',
      password: 'Secret123',
      confirmPassword: 'Secret124',
      mobileNum: '551112225',
      countryDialingCode: '966',
      verificationCode: '123456',
    });
    expect(mismatch.json().message).toBe('validation.confirmMismatch');
  });

  it('refuses an unknown invitation code with invitation_code_error', async () => {
    const code = await smsCode('551112226');
    const res = await register(paths.register, {
      username: 'invited1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '551112226',
      countryDialingCode: '966',
      verificationCode: code,
      affiliateCode: 'NOSUCHCODE',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'AFFILIATE_INVALID', message: 'invitation_code_error' });
  });

  it('registers by mobile number, the username being the number without leading zeros', async () => {
    const code = await smsCode('0551112227');
    const res = await register(paths.registerMobile, {
      mobileNum: '0551112227',
      countryDialingCode: '966',
      verificationCode: code,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(res.statusCode).toBe(200);
    expect(await findAccountByUsername(tp.platform.db, '551112227')).toBeDefined();
  });

  it('refuses a wrong SMS code', async () => {
    await smsCode('551112228');
    const res = await register(paths.register, {
      username: 'wrongcode1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '551112228',
      countryDialingCode: '966',
      verificationCode: '000000',
    });
    expect(res.json().code).toBe('SMS_CODE_INVALID');
    expect(await findAccountByUsername(tp.platform.db, 'wrongcode1')).toBeUndefined();
  });

  it('limits SMS codes to one a minute per number', async () => {
    await smsCode('551112229');
    const again = await tp.app.inject({
      method: 'POST',
      url: paths.smsRegister,
      payload: { mobileNo: '551112229', countryDialingCode: '966' },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'SMS_TOO_MANY', message: 'errors.smsTooMany' });
    tp.clock.advance(60_001);
    expect(
      (
        await tp.app.inject({
          method: 'POST',
          url: paths.smsRegister,
          payload: { mobileNo: '551112229', countryDialingCode: '966' },
        })
      ).statusCode,
    ).toBe(200);
    const bad = await tp.app.inject({
      method: 'POST',
      url: paths.smsRegister,
      payload: { mobileNo: 'abc', countryDialingCode: '966' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^phone_tips/);
  });

  it("checks invitation codes: success for an agent's, 404 otherwise, 400 without one", async () => {
    const okRes = await tp.app.inject({
      method: 'GET',
      url: `${paths.affiliate}?code=AGENT42&domain=portal.example`,
    });
    expect(okRes.json()).toEqual({ success: true, value: { code: 'AGENT42' } });
    const unknown = await tp.app.inject({ method: 'GET', url: `${paths.affiliate}?code=ZZZ` });
    expect(unknown.statusCode).toBe(404);
    const missing = await tp.app.inject({ method: 'GET', url: paths.affiliate });
    expect(missing.statusCode).toBe(400);
  });
});
