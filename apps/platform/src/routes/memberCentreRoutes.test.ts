import { paths } from '@portal/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../accounts/accounts';
import { accounts, promotions } from '../db/schema';
import { loginAs, loginRequest } from '../testing/flows';
import { testDemoPassword } from '../testing/testConfig';
import { loginAsTrial } from '../testing/loginAsTrial';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('member centre routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  let member: string;
  let trial: string;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    member = await loginAs(tp, 'demomember');
    trial = await loginAsTrial(tp);
  });
  afterAll(() => tp.close());

  const call = (url: string, token?: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) =>
    tp.app.inject({
      method,
      url,
      headers: token ? { token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("counts the demo member's unread messages; trial accounts and visitors are refused", async () => {
    const res = await call(paths.unreadCount, member);
    expect(res.json()).toEqual({ success: true, value: { unreadCount: 3 } });
    const other = await call(paths.unreadCount, await loginAs(tp, 'agent1'));
    expect(other.json().value).toEqual({ unreadCount: 0 });
    const refused = await call(paths.unreadCount, trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      code: 'TRIAL_NOT_ALLOWED',
      message: 'in_need_true_account',
    });
    expect((await call(paths.unreadCount)).statusCode).toBe(401);
  });

  it('answers the consolidated data: currency, country, unread, running promotions and the VIP rank', async () => {
    const res = await call(paths.consolidated, member);
    expect(res.json()).toEqual({
      success: true,
      value: {
        currencySymbol: '$',
        countryCode: 'SA',
        unreadMessage: 3,
        availablePromoCount: 6,
        availablePromo: { REFERRAL: { enabled: true } },
        hasVip: true,
        vipLabelName: 'فضي',
        vipRankLevel: 2,
      },
    });
    // Without a mobile number the country is the visitor's, and no rank reads as none.
    const agent = await tp.app.inject({
      method: 'GET',
      url: paths.consolidated,
      headers: { token: await loginAs(tp, 'agent2'), 'cf-ipcountry': 'AE' },
    });
    expect(agent.json().value).toMatchObject({ countryCode: 'AE', vipLabelName: '', vipRankLevel: 0 });
    expect((await call(paths.consolidated, trial)).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await call(paths.consolidated)).statusCode).toBe(401);
  });

  it('turns the referral entry off when no referral promotion is running', async () => {
    const { db } = tp.platform;
    const ended = new Date(tp.clock.now() - 1000);
    const original = await db.select().from(promotions).where(eq(promotions.category, 'REFERRAL'));
    await db.update(promotions).set({ endsAt: ended }).where(eq(promotions.category, 'REFERRAL'));
    const value = (await call(paths.consolidated, member)).json().value;
    expect(value).toMatchObject({ availablePromoCount: 4, availablePromo: { REFERRAL: { enabled: false } } });
    for (const row of original) {
      await db.update(promotions).set({ endsAt: row.endsAt }).where(eq(promotions.id, row.id));
    }
  });

  it('answers the consolidated funds from the ledger, for trial accounts too', async () => {
    expect((await call(paths.consolidatedFunds, member)).json()).toEqual({
      success: true,
      value: { balance: '1000.00', balanceMinor: 100_000, currencySymbol: '$' },
    });
    expect((await call(paths.consolidatedFunds, trial)).json().value).toEqual({
      balance: '0.00',
      balanceMinor: 0,
      currencySymbol: '$',
    });
    expect((await call(paths.consolidatedFunds)).statusCode).toBe(401);
  });

  it('keeps answering firstTimeLogin until the first-login action, which stamps the time once', async () => {
    await tp.platform.db.update(accounts).set({ firstLoginAt: null }).where(eq(accounts.username, 'agent42'));
    const first = await loginRequest(tp, { username: 'agent42', password: testDemoPassword });
    expect(first.json().value.firstTimeLogin).toBe(true);
    const token = await loginAs(tp, 'agent42');
    expect((await call(paths.memberInfo, token)).json().value.firstTimeLogin).toBe(true);

    const done = await call(paths.firstLogin, token, 'POST');
    expect(done.json()).toEqual({ success: true, value: { firstLoginAt: tp.clock.now() } });
    tp.clock.advance(60_000);
    expect((await call(paths.firstLogin, token, 'POST')).json().value.firstLoginAt).toBe(
      tp.clock.now() - 60_000,
    );
    expect(
      (await loginRequest(tp, { username: 'agent42', password: testDemoPassword })).json().value,
    ).toMatchObject({
      firstTimeLogin: false,
    });
    expect((await call(paths.firstLogin, undefined, 'POST')).statusCode).toBe(401);
  });

  it("stores the member's language, and refuses languages the site does not offer", async () => {
    const token = await loginAs(tp, 'agent41');
    const res = await call(paths.memberLanguage, token, 'POST', { language: 'en' });
    expect(res.json()).toEqual({ success: true, value: { language: 'en' } });
    expect((await call(paths.memberInfo, token)).json().value.language).toBe('en');
    for (const payload of [{ language: 'fr' }, { language: 'EN' }, {}, { language: 1 }, []]) {
      const bad = await call(paths.memberLanguage, token, 'POST', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().code).toBe('BAD_INPUT');
    }
    expect((await findAccountByUsername(tp.platform.db, 'agent41'))?.language).toBe('en');
    expect((await call(paths.memberLanguage, undefined, 'POST', { language: 'ar' })).statusCode).toBe(401);
  });
});
