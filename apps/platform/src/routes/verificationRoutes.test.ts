import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageChannel } from '../providers/messages/MessagesPort';
import { lastSmsCode } from '../testing/flows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { smsLimits } from '../verification/smsCodes';

describe.each(databaseCases())('verification routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const askCode = (mobileNum: string, remoteAddress = '127.0.0.1') =>
    tp.app.inject({
      method: 'POST',
      url: paths.smsNoLogin,
      payload: { mobileNum, countryDialingCode: '966' },
      remoteAddress,
    });
  const answer = (res: { statusCode: number; json(): unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });
  const outboxFor = async (recipient: string) =>
    (
      await tp.app.inject({
        method: 'GET',
        url: `${paths.sandboxOutbox}?channel=sms&recipient=${encodeURIComponent(recipient)}`,
      })
    ).json().value as unknown[];

  it('answers a number without an account exactly as a registered one, and sends only to the registered one', async () => {
    const registered = answer(await askCode('502004201', '198.51.100.110'));
    expect(registered).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 5 } } });
    expect(answer(await askCode('509876543', '198.51.100.111'))).toEqual(registered);
    expect(await lastSmsCode(tp, '+966502004201')).toMatch(/^\d{6}$/);
    expect(await outboxFor('+966509876543')).toEqual([]);
    // Asked again within the minute, both are refused alike.
    const again = answer(await askCode('502004201', '198.51.100.110'));
    expect(again).toMatchObject({ status: 429, body: { success: false, code: 'SMS_TOO_MANY' } });
    expect(answer(await askCode('509876543', '198.51.100.111'))).toEqual(again);
  });

  it('answers before the SMS provider has sent, so a registered number takes no longer', async () => {
    const provider = tp.platform.messages.sms;
    let releaseSend!: () => void;
    const sendHeld = new Promise<void>((resolve) => (releaseSend = resolve));
    const sent: string[] = [];
    const slow: MessageChannel = {
      async send(message) {
        sent.push(message.to);
        await sendHeld;
        await provider.send(message);
      },
    };
    tp.platform.messages.sms = slow;
    try {
      let answered = false;
      const pending = askCode('502004202', '198.51.100.112').then((res) => {
        answered = true;
        return res;
      });
      await vi.waitFor(() => expect(sent).toEqual(['+966502004202']), { timeout: 5_000 });
      await vi.waitFor(() => expect(answered).toBe(true), { timeout: 2_000 });
      expect((await pending).statusCode).toBe(200);
    } finally {
      releaseSend();
      tp.platform.messages.sms = provider;
    }
    expect(await lastSmsCode(tp, '+966502004202')).toMatch(/^\d{6}$/);
  });

  it(`lets one address ask for ${smsLimits.perAddressPerDay} codes a day, whether the numbers have accounts or not`, async () => {
    const numbers = Array.from({ length: smsLimits.perAddressPerDay + 5 }, (_, i) =>
      i === 3 ? '501234567' : `5099${String(i).padStart(5, '0')}`,
    );
    const answers = await Promise.all(numbers.map((mobileNum) => askCode(mobileNum, '198.51.100.113')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(smsLimits.perAddressPerDay);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    for (const res of answers.filter((one) => one.statusCode === 429)) {
      expect(res.json()).toEqual({ success: false, code: 'SMS_QUOTA', message: 'errors.smsQuota' });
    }
  });
});
