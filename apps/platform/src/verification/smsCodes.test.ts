import { paths } from '@portal/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../db/schema';
import { lastSmsCode } from '../testing/flows';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { smsLimits } from './smsCodes';

describe.each(databaseCases())('SMS codes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const setByPhone = async (mobileNum: string, verificationCode: string) =>
    tp.app.inject({
      method: 'POST',
      url: paths.setPasswordByPhone,
      payload: (await tp.encrypt({
        newPassword: 'ByPhone2026',
        mobileNum,
        verificationCode,
        countryDialingCode: '966',
      })) as object,
    });

  it(`checks a code at most ${smsLimits.maxTries} times, however many guesses arrive at once`, async () => {
    const mobileNum = '502004202';
    const sent = await tp.app.inject({
      method: 'POST',
      url: paths.smsNoLogin,
      payload: { mobileNum, countryDialingCode: '966' },
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastSmsCode(tp, `+966${mobileNum}`);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 10 ** smsLimits.codeLength).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => setByPhone(mobileNum, wrong(i))));
    for (const res of answers) expect(res.json().code).toBe('SMS_CODE_INVALID');
    const [row] = await tp.platform.db
      .select({ attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(and(eq(smsCodes.purpose, 'noLogin'), eq(smsCodes.mobileNum, mobileNum)));
    // Each try is counted before its check, so the count is the number of codes compared.
    expect(row?.attempts).toBe(smsLimits.maxTries);
    // The tries are used up: even the right code no longer works.
    const right = await setByPhone(mobileNum, code);
    expect(right.json().code).toBe('SMS_CODE_INVALID');
  });
});
