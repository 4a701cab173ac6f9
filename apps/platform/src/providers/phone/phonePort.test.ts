import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode } from '../../testing/flows';
import { databaseCases } from '../../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import type { PhonePort } from './PhonePort';

describe.each(databaseCases())('the phone port on $name', (databaseCase) => {
  let tp: TestPlatform;
  let port: PhonePort;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { config: { phoneProvider: 'sandbox' }, seed: false });
    port = tp.platform.phone as PhonePort;
  });
  afterAll(() => tp.close());

  const target = { countryDialingCode: '966', mobileNum: '500000777' };

  it('has no provider unless PHONE_PROVIDER names one: the site sends its own codes', async () => {
    const plain = await openTestPlatform(databaseCase, { seed: false });
    try {
      expect(plain.platform.phone).toBeNull();
    } finally {
      await plain.close();
    }
    expect(port.name).toBe('sandbox');
  });

  it('proves the number of a token its sandbox issued for a right code, until the token ends', async () => {
    const sandbox = port.sandbox!;
    expect(await sandbox.sendCode(target, { ip: '198.51.100.7', language: 'en' })).toEqual({
      expiredMinutes: 5,
    });
    const code = await lastSmsCode(tp, '+966500000777');
    const { firebaseIdToken, expiresAt } = await sandbox.verifyCode(target, code);
    const proof = await port.verifyIdToken(firebaseIdToken);
    expect(proof).toMatchObject({ phoneNumber: '+966500000777', expiresAt });
    expect(proof?.tokenId).toMatch(/^[\w-]{16}$/);

    tp.clock.advance(expiresAt - tp.clock.now());
    expect(await port.verifyIdToken(firebaseIdToken)).toBeNull();
  });

  it('refuses a wrong code, and proves nothing with a token it did not sign', async () => {
    await tp.platform.store.delete('sms:gap:phone:966500000778');
    const other = { ...target, mobileNum: '500000778' };
    await port.sandbox!.sendCode(other, { ip: '198.51.100.8' });
    const code = await lastSmsCode(tp, '+966500000778');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expect(port.sandbox!.verifyCode(other, wrong)).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
    for (const token of ['', 'not-a-jwt', 'eyJhbGciOiJub25lIn0.eyJwaG9uZV9udW1iZXIiOiIrOTY2In0.']) {
      expect(await port.verifyIdToken(token)).toBeNull();
    }
  });
});
