import { paths, whitelabelFlags } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastSmsCode,
  loginAs,
  loginRequest,
  setWhitelabelFlag,
  solveCaptcha,
  withMobileLent,
} from '../testing/flows';
import { testDemoPassword } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('session routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const member = (token: string) =>
    tp.app.inject({ method: 'GET', url: paths.memberInfo, headers: { token } });

  it('logs a member in after the slider, and the token reads the member', async () => {
    const res = await loginRequest(tp, { username: 'DemoMember', password: testDemoPassword });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    // The seeded players have played before: no first-login welcome for them.
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, initialPassword: false });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await member(value.token);
    expect(info.json().value).toMatchObject({
      account: 'demomember',
      type: 0,
      isAgent: false,
      isTrial: false,
    });
    // A new account's first login is told until the portal's first-login action welcomed it.
    const first = async () =>
      (await loginRequest(tp, { username: 'newcomer', password: 'Initial123' })).json().value;
    expect((await first()).firstTimeLogin).toBe(true);
    const again = await first();
    expect(again.firstTimeLogin).toBe(true);
    await tp.app.inject({ method: 'POST', url: paths.firstLogin, headers: { token: again.token } });
    expect((await first()).firstTimeLogin).toBe(false);
  });

  it('refuses a login without a passed slider: "Please complete verification first"', async () => {
    const res = await loginRequest(
      tp,
      { username: 'demomember', password: testDemoPassword },
      { slider: false },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VERIFICATION_REQUIRED',
      message: 'errors.verificationRequired',
    });
  });

  it('refuses a plain (unencrypted) body and bad input with the envelope, writing nothing', async () => {
    const plain = await tp.app.inject({
      method: 'POST',
      url: paths.login,
      payload: { type: 'username', username: 'demomember', password: testDemoPassword },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('BAD_PAYLOAD');
    const empty = await loginRequest(tp, { username: '  ', password: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, code: 'BAD_INPUT', message: 'validation.required' });
  });

  it('asks for the captcha after a failure, then locks the account after 5 failures with the unlock time', async () => {
    const ip = '198.51.100.20';
    const first = await loginRequest(
      tp,
      { username: 'agent1player1', password: 'wrong-password' },
      { remoteAddress: ip },
    );
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({
      success: false,
      code: 'LOGIN_FAILED',
      message: 'errors.loginFailed',
      value: { captcha: true },
    });
    // Now the captcha is required: without it the login stops before the password is checked.
    const noCaptcha = await loginRequest(
      tp,
      { username: 'agent1player1', password: testDemoPassword },
      { remoteAddress: ip },
    );
    expect(noCaptcha.json().code).toBe('CAPTCHA_INVALID');
    for (let i = 0; i < 4; i += 1) {
      tp.clock.advance(1_100);
      const captcha = await solveCaptcha(tp, ip);
      const res = await loginRequest(
        tp,
        { username: 'agent1player1', password: 'wrong', ...captcha },
        { remoteAddress: ip },
      );
      if (i < 3) expect(res.json().code).toBe('LOGIN_FAILED');
      else {
        expect(res.statusCode).toBe(423);
        expect(res.json().code).toBe('ACCOUNT_LOCKED');
        expect(res.json().value.lockedUntil).toBe(tp.clock.now() + 15 * 60_000);
      }
    }
    // Even the right password waits for the lock to end.
    const locked = await loginRequest(
      tp,
      { username: 'agent1player1', password: testDemoPassword },
      { remoteAddress: ip },
    );
    expect(locked.statusCode).toBe(423);
    tp.clock.advance(15 * 60_000 + 1);
    const captcha = await solveCaptcha(tp, ip);
    const after = await loginRequest(
      tp,
      { username: 'agent1player1', password: testDemoPassword, ...captcha },
      { remoteAddress: ip },
    );
    expect(after.statusCode).toBe(200);
  });

  it('answers a wrong username exactly like a wrong password', async () => {
    const res = await loginRequest(
      tp,
      { username: 'nobodyhere', password: 'whatever1' },
      { remoteAddress: '198.51.100.21' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LOGIN_FAILED');
  });

  it('refuses a non-member account: "Non-member account unable to login"', async () => {
    const res = await loginRequest(tp, { username: 'nonmember', password: testDemoPassword });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NON_MEMBER', message: 'errors.nonMember' });
  });

  it("the agent page's login lets agents in and refuses others: 'Non-agents cannot log in'", async () => {
    const agent = await loginRequest(tp, { username: 'agent1', password: testDemoPassword, agentOnly: true });
    expect(agent.json()).toMatchObject({ success: true });
    const player = await loginRequest(tp, {
      username: 'demomember',
      password: testDemoPassword,
      agentOnly: true,
    });
    expect(player.statusCode).toBe(403);
    expect(player.json()).toEqual({ success: false, code: 'NOT_AGENT', message: 'errors.notAgent' });
    // A wrong password stays a plain failure, so the page never says who is an agent.
    const wrong = await loginRequest(tp, { username: 'demomember', password: 'nope12345', agentOnly: true });
    expect(wrong.json().code).toBe('LOGIN_FAILED');
    const bad = await loginRequest(tp, { username: 'agent1', password: testDemoPassword, agentOnly: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('marks agents and asks the initial-password account to change it', async () => {
    const agent = await loginAs(tp, 'agent41');
    expect((await member(agent)).json().value).toMatchObject({ type: 41, isAgent: true });
    const res = await loginRequest(tp, { username: 'newcomer', password: 'Initial123' });
    expect(res.json().value.initialPassword).toBe(true);
  });

  it('logs in by SMS code, once per code', async () => {
    const send = await tp.app.inject({
      method: 'POST',
      url: paths.smsNoLogin,
      payload: { mobileNum: '501234567', countryDialingCode: '+966' },
    });
    expect(send.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(tp, '+966501234567');
    const body = { type: 'sms', username: '501234567', password: code, countryDialingCode: '966' };
    const res = await tp.app.inject({
      method: 'POST',
      url: paths.login,
      payload: (await tp.encrypt(body)) as object,
    });
    expect(res.statusCode).toBe(200);
    const again = await tp.app.inject({
      method: 'POST',
      url: paths.login,
      payload: (await tp.encrypt(body)) as object,
    });
    expect(again.json().code).toBe('SMS_CODE_INVALID');
  });

  it('refuses an SMS login whose number has no account any more, and while the SMS login flag is off', async () => {
    // The code is sent while demomember has the number, and used once the number is nobody's.
    let code = '';
    await withMobileLent(tp, 'demomember', '509876543', async () => {
      await tp.app.inject({
        method: 'POST',
        url: paths.smsNoLogin,
        payload: { mobileNum: '509876543', countryDialingCode: '+966' },
      });
      code = await lastSmsCode(tp, '+966509876543');
    });
    const body = { type: 'sms', username: '509876543', password: code, countryDialingCode: '966' };
    const gone = await tp.app.inject({
      method: 'POST',
      url: paths.login,
      payload: (await tp.encrypt(body)) as object,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, code: 'ACCOUNT_NOT_FOUND' });

    await setWhitelabelFlag(tp, whitelabelFlags.verificationCodeLogin, '0');
    try {
      const off = await tp.app.inject({
        method: 'POST',
        url: paths.login,
        payload: (await tp.encrypt({ ...body, password: '123456' })) as object,
      });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ success: false, code: 'FEATURE_DISABLED' });
    } finally {
      await setWhitelabelFlag(tp, whitelabelFlags.verificationCodeLogin, '1');
    }
  });

  it('takes the mobile number as the username of a password login (the login after a reset by phone)', async () => {
    // The account had a wrong password above (the agent page's test): whichever of its names is typed,
    // its next login asks for the captcha.
    const noCaptcha = await loginRequest(tp, { username: '501234567', password: testDemoPassword });
    expect(noCaptcha.json().code).toBe('CAPTCHA_INVALID');
    const byNumber = await loginRequest(tp, {
      username: '501234567',
      password: testDemoPassword,
      ...(await solveCaptcha(tp)),
    });
    expect(byNumber.statusCode).toBe(200);
    const info = await member(byNumber.json().value.token);
    expect(info.json().value.account).toBe('demomember');
    const withCode = await loginRequest(tp, {
      username: '501234567',
      password: testDemoPassword,
      countryDialingCode: '+966',
    });
    expect(withCode.statusCode).toBe(200);
    // Another country's number is another account (none here), answered like any wrong name.
    const elsewhere = await loginRequest(tp, {
      username: '501234567',
      password: testDemoPassword,
      countryDialingCode: '971',
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe('LOGIN_FAILED');
    const badCode = await loginRequest(tp, {
      username: '501234567',
      password: 'x',
      countryDialingCode: 'abc',
    });
    expect(badCode.statusCode).toBe(400);
  });

  it('refuses an SMS login with a malformed number, with phone_tips', async () => {
    const body = { type: 'sms', username: '12ab', password: '123456', countryDialingCode: '966' };
    const res = await tp.app.inject({
      method: 'POST',
      url: paths.login,
      payload: (await tp.encrypt(body)) as object,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^phone_tips/);
  });

  it('makes a trial account (type 4) by free play, only while the flag is on', async () => {
    const body = {
      os: 'Linux',
      platform: 'W',
      value: await tp.encrypt({ language: 'en' }),
      gatewayVersion: 3,
    };
    const res = await tp.app.inject({ method: 'POST', url: paths.freeplayLogin, payload: body });
    expect(res.statusCode).toBe(200);
    const info = (await member(res.json().value.token)).json().value;
    expect(info).toMatchObject({ type: 4, isTrial: true, language: 'en' });
    await setWhitelabelFlag(tp, whitelabelFlags.freePlay, '0');
    const off = await tp.app.inject({ method: 'POST', url: paths.freeplayLogin, payload: body });
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('FEATURE_DISABLED');
    await setWhitelabelFlag(tp, whitelabelFlags.freePlay, '1');
    const bad = await tp.app.inject({
      method: 'POST',
      url: paths.freeplayLogin,
      payload: { ...body, gatewayVersion: 2 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('ends the session on logout, after 30 idle minutes, and answers 401 without one', async () => {
    const token = await loginAs(tp, 'agent2');
    const logout = await tp.app.inject({ method: 'DELETE', url: paths.logout, headers: { token } });
    expect(logout.json()).toEqual({ success: true, value: null });
    expect((await member(token)).statusCode).toBe(401);
    expect((await member(token)).json()).toEqual({
      success: false,
      code: 'NOT_LOGGED_IN',
      message: 'errors.notLoggedIn',
    });

    const idle = await loginAs(tp, 'agent2');
    tp.clock.advance(29 * 60_000);
    expect((await member(idle)).statusCode).toBe(200);
    tp.clock.advance(29 * 60_000);
    expect((await member(idle)).statusCode).toBe(200);
    tp.clock.advance(31 * 60_000);
    expect((await member(idle)).statusCode).toBe(401);
    expect((await tp.app.inject({ method: 'GET', url: paths.memberInfo })).statusCode).toBe(401);
  });

  it("serves the member's avatar", async () => {
    const token = await loginAs(tp, 'agent42');
    const icon = await tp.app.inject({ method: 'GET', url: paths.memberIcon, headers: { token } });
    const image = await tp.app.inject({ method: 'GET', url: icon.json().value.imgUrl });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await tp.app.inject({ method: 'GET', url: '/wps/member/avatar/x.svg' })).statusCode).toBe(404);
  });
});
