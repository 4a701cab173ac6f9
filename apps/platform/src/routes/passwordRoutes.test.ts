import { paths, whitelabelFlags } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode, loginAs, loginRequest, setWhitelabelFlag, withMobileLent } from '../testing/flows';
import { testDemoPassword } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('password routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const change = async (token: string, body: Record<string, string>) =>
    tp.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: { token },
      payload: (await tp.encrypt(body)) as object,
    });
  const alive = async (token: string) =>
    (await tp.app.inject({ method: 'GET', url: paths.memberInfo, headers: { token } })).statusCode === 200;

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await loginAs(tp, 'agent1player1');
    const token = await loginAs(tp, 'agent1player1');
    const res = await change(token, {
      oldPassword: testDemoPassword,
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed123',
    });
    expect(res.json()).toEqual({ success: true, value: true });
    expect(await alive(token)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect((await loginRequest(tp, { username: 'agent1player1', password: 'Changed123' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong old password, a mismatched confirmation and a missing session', async () => {
    const token = await loginAs(tp, 'agent2player1');
    const wrong = await change(token, {
      oldPassword: 'nope',
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('OLD_PASSWORD_WRONG');
    const mismatch = await change(token, {
      oldPassword: testDemoPassword,
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed124',
    });
    expect(mismatch.json()).toMatchObject({ code: 'BAD_INPUT', message: 'validation.confirmMismatch' });
    const short = await change(token, {
      oldPassword: testDemoPassword,
      newPassword: 'a1',
      confirmNewPassword: 'a1',
    });
    expect(short.json().message).toMatch(/^validation\.passwordLength\?min=6&max=20/);
    const none = await tp.app.inject({ method: 'POST', url: paths.changePassword, payload: {} });
    expect(none.statusCode).toBe(401);
    expect(
      (await loginRequest(tp, { username: 'agent2player1', password: testDemoPassword })).statusCode,
    ).toBe(200);
  });

  it('lets the initial-password account change without the old one, but not to the initial one', async () => {
    const login = await loginRequest(tp, { username: 'newcomer', password: 'Initial123' });
    const token = login.json().value.token as string;
    const same = await change(token, {
      oldPassword: '',
      newPassword: 'Initial123',
      confirmNewPassword: 'Initial123',
    });
    expect(same.json().code).toBe('PASSWORD_NOT_ALLOWED');
    const res = await change(token, {
      oldPassword: '',
      newPassword: 'Mine12345',
      confirmNewPassword: 'Mine12345',
    });
    expect(res.statusCode).toBe(200);
    const again = await loginRequest(tp, { username: 'newcomer', password: 'Mine12345' });
    expect(again.json().value.initialPassword).toBe(false);
  });

  it('sets a new password with an SMS code', async () => {
    await tp.app.inject({
      method: 'POST',
      url: paths.smsNoLogin,
      payload: { mobileNum: '501234567', countryDialingCode: '966' },
    });
    const code = await lastSmsCode(tp, '+966501234567');
    const body = {
      newPassword: 'ByPhone123',
      mobileNum: '501234567',
      verificationCode: code,
      countryDialingCode: '966',
    };
    const res = await tp.app.inject({
      method: 'POST',
      url: paths.setPasswordByPhone,
      payload: (await tp.encrypt(body)) as object,
    });
    expect(res.json()).toEqual({ success: true, value: true });
    expect((await loginRequest(tp, { username: 'demomember', password: 'ByPhone123' })).statusCode).toBe(200);
    const reused = await tp.app.inject({
      method: 'POST',
      url: paths.setPasswordByPhone,
      payload: (await tp.encrypt(body)) as object,
    });
    expect(reused.json().code).toBe('SMS_CODE_INVALID');
  });

  it('refuses a reset by phone whose number has no account any more, and while reset by phone is off', async () => {
    const byPhone = async (verificationCode: string) =>
      tp.app.inject({
        method: 'POST',
        url: paths.setPasswordByPhone,
        payload: (await tp.encrypt({
          newPassword: 'ByPhone456',
          mobileNum: '509876544',
          verificationCode,
          countryDialingCode: '966',
        })) as object,
      });
    // The code is sent while demomember has the number, and used once the number is nobody's.
    let code = '';
    await withMobileLent(tp, 'demomember', '509876544', async () => {
      await tp.app.inject({
        method: 'POST',
        url: paths.smsNoLogin,
        payload: { mobileNum: '509876544', countryDialingCode: '966' },
      });
      code = await lastSmsCode(tp, '+966509876544');
    });
    const gone = await byPhone(code);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, code: 'ACCOUNT_NOT_FOUND' });

    await setWhitelabelFlag(tp, whitelabelFlags.phonePasswordReset, '0');
    try {
      const off = await byPhone('123456');
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ success: false, code: 'FEATURE_DISABLED' });
    } finally {
      await setWhitelabelFlag(tp, whitelabelFlags.phonePasswordReset, '1');
    }
  });
});
