import { cashierPaths, idempotencyKeyHeader, type WithdrawalRecord } from '@portal/api';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, inboxMessages, payoutAccounts, wallets, withdrawals } from '../db/schema';
import { findMainWallet } from '../ledger/ledger';
import { createSession } from '../sessions/sessions';
import { readSetting, writeSetting } from '../system/siteSettings';
import { lastSmsCode } from '../testing/flows';
import { applicationsByReference, ledgerBreaches, noBreaches } from '../testing/ledgerInvariants';
import { loginAsTrial } from '../testing/loginAsTrial';
import { uniqueKey } from '../testing/moneyCalls';
import { newMember } from '../testing/newMember';
import { testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { settleDueWithdrawals } from '../withdrawals/settleWithdrawal';

/** A PNG's signature and a little more: what the proof image's rule opens. */
const proofPng = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]).toString('base64')}`;

describe.each(databaseCases())('withdrawal routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, key?: string) =>
    tp.app.inject({
      method,
      url,
      headers: { token, 'accept-language': 'en', ...(key ? { [idempotencyKeyHeader]: key } : {}) },
      ...(payload ? { payload } : {}),
    });

  const balanceOf = async (accountId: number) =>
    (await findMainWallet(tp.platform.db, accountId))?.balance ?? 0;
  const heldOf = async (accountId: number) =>
    (
      await tp.platform.db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(and(eq(wallets.accountId, accountId), eq(wallets.kind, 'held')))
    )[0]?.balance ?? 0;

  /** A member with money, a payment password (123456) and one bound bank account, ready to withdraw. */
  async function readyMember(balanceMinor = 1_000_00) {
    const member = await newMember(tp, { prefix: 'wd', balanceMinor, password: 'login-pass-1' });
    const set = await call('PUT', cashierPaths.paymentPassword, member.token, {
      loginPassword: 'login-pass-1',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(set.json(), set.body).toMatchObject({ success: true });
    const payoutId = await bind(member, {
      accountNumber: `4000 1234 5678 ${String(member.id).padStart(4, '0')}`,
    });
    return { ...member, payoutId };
  }

  let numbers = 0;
  /**
   * Binds a payout account: the code goes to the member's mobile, or, for a member without one, to a new
   * number that the binding keeps on the account.
   */
  async function bind(member: { id: number; token: string }, fields: Partial<Record<string, string>> = {}) {
    const [account] = await tp.platform.db.select().from(accounts).where(eq(accounts.id, member.id));
    const target = account!.mobileNum
      ? { countryDialingCode: account!.countryDialingCode!, mobileNum: account!.mobileNum }
      : {
          countryDialingCode: '966',
          mobileNum: `5${String(1_000_000 + ++numbers + Math.floor(Math.random() * 8_000_000))}`,
        };
    // One code a minute per number.
    tp.clock.advance(61_000);
    const sent = await call('POST', cashierPaths.bindCode, member.token, account!.mobileNum ? {} : target);
    expect(sent.json(), sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(tp, `+${target.countryDialingCode}${target.mobileNum}`);
    const res = await call('PUT', cashierPaths.payoutAccounts, member.token, {
      kind: 'bank',
      institution: 'Al Rajhi Bank',
      holderName: 'Layla Haddad',
      accountNumber: '4000123456789010',
      verificationCode: code,
      ...target,
      ...fields,
    });
    expect(res.json(), res.body).toMatchObject({ success: true });
    return res.json().value.id as number;
  }

  const withdraw = (token: string, body: object, key = uniqueKey('wd')) =>
    call('POST', cashierPaths.withdraw, token, body, key);

  const operator = (reference: string, outcome: string, token = testOperatorToken) =>
    tp.app.inject({
      method: 'PUT',
      url: cashierPaths.operatorWithdrawal,
      headers: { authorization: `Bearer ${token}` },
      payload: { reference, outcome },
    });

  it('sets the payment password with the login password, argon2id, and changes it with the old one', async () => {
    const member = await newMember(tp, { prefix: 'pp', password: 'login-pass-1' });
    const wrongLogin = await call('PUT', cashierPaths.paymentPassword, member.token, {
      loginPassword: 'not-it',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(wrongLogin.statusCode).toBe(400);
    expect(wrongLogin.json()).toMatchObject({ code: 'OLD_PASSWORD_WRONG' });
    const badFormat = await call('PUT', cashierPaths.paymentPassword, member.token, {
      loginPassword: 'login-pass-1',
      newPaymentPassword: '12ab56',
      confirmPaymentPassword: '12ab56',
    });
    expect(badFormat.json()).toMatchObject({
      code: 'BAD_INPUT',
      message: 'cashier.paymentPasswordFormat?min=6&max=6',
    });
    const mismatch = await call('PUT', cashierPaths.paymentPassword, member.token, {
      loginPassword: 'login-pass-1',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123457',
    });
    expect(mismatch.json()).toMatchObject({ code: 'BAD_INPUT', message: 'validation.confirmMismatch' });
    const hashOf = async () =>
      (
        await tp.platform.db
          .select({ hash: accounts.paymentPasswordHash })
          .from(accounts)
          .where(eq(accounts.id, member.id))
      )[0]!.hash;
    expect(await hashOf()).toBeNull();

    const set = await call('PUT', cashierPaths.paymentPassword, member.token, {
      loginPassword: 'login-pass-1',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(set.json()).toMatchObject({ success: true, value: { paymentPasswordSet: true } });
    expect(await hashOf()).toMatch(/^\$argon2id\$/);

    // Set now: the old payment password is the proof, the login password no longer is.
    const wrongOld = await call('PUT', cashierPaths.paymentPassword, member.token, {
      loginPassword: 'login-pass-1',
      oldPaymentPassword: '000000',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(wrongOld.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' });
    const changed = await call('PUT', cashierPaths.paymentPassword, member.token, {
      oldPaymentPassword: '123456',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(changed.json()).toMatchObject({ success: true });
    const titles = (
      await tp.platform.db.select().from(inboxMessages).where(eq(inboxMessages.accountId, member.id))
    ).map((message) => message.title);
    expect(titles).toEqual(expect.arrayContaining(['Payment password set', 'Payment password changed']));

    const trial = await loginAsTrial(tp);
    const refused = await call('PUT', cashierPaths.paymentPassword, trial, {
      loginPassword: 'x',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(refused.json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
  });

  it('binds a payout account with the SMS code, shows it masked and keeps the mobile', async () => {
    const member = await newMember(tp, { prefix: 'bind' });
    const listed = async () => (await call('GET', cashierPaths.payoutAccounts, member.token)).json();
    expect(await listed()).toEqual({ success: true, value: { list: [], maxAccounts: 5 } });

    // Without a mobile, the code needs a number.
    const noNumber = await call('POST', cashierPaths.bindCode, member.token, {});
    expect(noNumber.json()).toMatchObject({ code: 'BAD_INPUT' });
    const target = { countryDialingCode: '966', mobileNum: '512340077' };
    expect((await call('POST', cashierPaths.bindCode, member.token, target)).json()).toMatchObject({
      success: true,
      value: { maskedMobile: '+966\u00a0••••\u00a00077' },
    });
    const code = await lastSmsCode(tp, '+966512340077');
    const body = {
      kind: 'bank',
      institution: 'Al Rajhi Bank',
      holderName: 'Layla Haddad',
      accountNumber: '4000 1234 5678 9010',
      ...target,
    };
    const wrongCode = await call('PUT', cashierPaths.payoutAccounts, member.token, {
      ...body,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.json()).toMatchObject({ code: 'SMS_CODE_INVALID' });
    const badNumber = await call('PUT', cashierPaths.payoutAccounts, member.token, {
      ...body,
      accountNumber: '12ab',
      verificationCode: code,
    });
    expect(badNumber.json()).toMatchObject({ code: 'BAD_INPUT', message: 'cashier.bankNumber?min=8&max=30' });
    expect((await listed()).value.list).toEqual([]);

    const bound = await call('PUT', cashierPaths.payoutAccounts, member.token, {
      ...body,
      verificationCode: code,
    });
    expect(bound.json()).toMatchObject({
      success: true,
      value: {
        kind: 'bank',
        institution: 'Al Rajhi Bank',
        holderName: 'Layla Haddad',
        maskedNumber: '••••\u00a09010',
      },
    });
    const after = await listed();
    expect(after.value.maskedMobile).toBe('+966\u00a0••••\u00a00077');
    expect(after.value.list).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain('4000123456789010');
    const [stored] = await tp.platform.db.select().from(accounts).where(eq(accounts.id, member.id));
    expect(stored).toMatchObject({ countryDialingCode: '966', mobileNum: '512340077' });
    // A code is spent once.
    const again = await call('PUT', cashierPaths.payoutAccounts, member.token, {
      ...body,
      accountNumber: 'layla@wallet',
      kind: 'ewallet',
      verificationCode: code,
    });
    expect(again.json()).toMatchObject({ code: 'SMS_CODE_INVALID' });
  });

  it('refuses a sixth payout account', async () => {
    const member = await newMember(tp, { prefix: 'many' });
    for (let i = 0; i < 5; i += 1) await bind(member, { accountNumber: `5000000000${i}` });
    tp.clock.advance(61_000);
    const sent = await call('POST', cashierPaths.bindCode, member.token, {});
    expect(sent.json()).toMatchObject({ success: true });
    const [account] = await tp.platform.db.select().from(accounts).where(eq(accounts.id, member.id));
    const code = await lastSmsCode(tp, `+${account!.countryDialingCode}${account!.mobileNum}`);
    const sixth = await call('PUT', cashierPaths.payoutAccounts, member.token, {
      kind: 'ewallet',
      institution: 'STC Pay',
      holderName: 'Layla',
      accountNumber: 'layla@stcpay',
      verificationCode: code,
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'PAYOUT_ACCOUNT_LIMIT' });
  });

  it('holds a withdrawal at once, exactly once per key, and refuses what breaks a rule without moving money', async () => {
    const member = await readyMember(1_000_00);
    const options = (await call('GET', cashierPaths.withdrawOptions, member.token)).json();
    expect(options).toEqual({
      success: true,
      value: {
        currency: 'USD',
        currencySymbol: '$',
        minMinor: 50_00,
        maxMinor: 20_000_00,
        dailyCount: 3,
        usedToday: 0,
        paymentPasswordSet: true,
        balanceMinor: 1_000_00,
      },
    });
    const body = { amountMinor: 300_00, payoutAccountId: member.payoutId, paymentPassword: '123456' };
    const refusals: Array<[object, string, string?]> = [
      [{ ...body, paymentPassword: '000000' }, 'PAYMENT_PASSWORD_WRONG'],
      [{ ...body, amountMinor: 10_00 }, 'BAD_INPUT', 'cashier.amountRange?min=50.00&max=20000.00'],
      [{ ...body, amountMinor: 30_000_00 }, 'BAD_INPUT', 'cashier.amountRange?min=50.00&max=20000.00'],
      [{ ...body, amountMinor: 2_000_00 }, 'INSUFFICIENT_FUNDS'],
      [{ ...body, payoutAccountId: 999_999 }, 'NOT_FOUND'],
      [{ ...body, amountMinor: '300' }, 'BAD_INPUT'],
    ];
    for (const [refused, code, message] of refusals) {
      const res = await withdraw(member.token, refused);
      expect(res.json(), JSON.stringify(refused)).toMatchObject({
        success: false,
        code,
        ...(message ? { message } : {}),
      });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await balanceOf(member.id)).toBe(1_000_00);
    expect(await heldOf(member.id)).toBe(0);

    const key = uniqueKey('wd');
    const first = await withdraw(member.token, body, key);
    expect(first.json(), first.body).toMatchObject({
      success: true,
      value: {
        amountMinor: 300_00,
        status: 'pending',
        payoutAccount: { kind: 'bank', institution: 'Al Rajhi Bank' },
      },
    });
    const record = first.json().value as WithdrawalRecord;
    expect(record.reference).toMatch(/^W[A-Z2-9]{15}$/);
    // A retry with the same key answers the same withdrawal and holds nothing more.
    const retry = await withdraw(member.token, body, key);
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(member.id)).toBe(700_00);
    expect(await heldOf(member.id)).toBe(300_00);
    expect((await applicationsByReference(tp.platform.db, 'withdrawal-hold')).get(record.reference)).toBe(1);
    // The key does not keep the payment password, not even hashed with the rest.
    const stored = await tp.platform.db.execute(
      sql`select request_hash from idempotency_keys where key = ${key}`,
    );
    expect(JSON.stringify(stored)).not.toContain('123456');

    const listed = (await call('GET', cashierPaths.withdrawals, member.token)).json();
    expect(listed.value.list).toEqual([record]);
    expect(await ledgerBreaches(tp.platform.db)).toEqual(noBreaches);
  });

  it('holds the daily count when requests arrive together', async () => {
    const member = await readyMember(1_000_00);
    const body = { amountMinor: 50_00, payoutAccountId: member.payoutId, paymentPassword: '123456' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(member.token, body)));
    const codes = answers.map((res) => res.json().code ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'OK', 'OK', 'WITHDRAW_DAILY_LIMIT', 'WITHDRAW_DAILY_LIMIT']);
    expect(await balanceOf(member.id)).toBe(850_00);
    expect(await heldOf(member.id)).toBe(150_00);
    // A new day (UTC) starts the count again.
    tp.clock.advance(24 * 60 * 60_000);
    const nextDay = await createSession(tp.platform, member.id);
    expect((await withdraw(nextDay, body)).json()).toMatchObject({ success: true });
  });

  it('asks for a payment password before a withdrawal', async () => {
    const member = await newMember(tp, { prefix: 'nopp', balanceMinor: 500_00 });
    const payoutId = await bind(member);
    const res = await withdraw(member.token, {
      amountMinor: 100_00,
      payoutAccountId: payoutId,
      paymentPassword: '123456',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_REQUIRED' });
    expect(await balanceOf(member.id)).toBe(500_00);
  });

  it('pays out or returns a held withdrawal once, by the operator, and tells the member', async () => {
    const member = await readyMember(1_000_00);
    const body = { amountMinor: 200_00, payoutAccountId: member.payoutId, paymentPassword: '123456' };
    const paid = (await withdraw(member.token, body)).json().value as WithdrawalRecord;
    const returned = (await withdraw(member.token, body)).json().value as WithdrawalRecord;
    expect(await balanceOf(member.id)).toBe(600_00);

    expect((await operator(paid.reference, 'paid', 'wrong-token')).statusCode).toBe(401);
    expect((await operator('WAAAAAAAAAAAAAAA', 'paid')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await operator(paid.reference, 'sent')).json()).toMatchObject({ code: 'BAD_INPUT' });

    const settled = await operator(paid.reference, 'paid');
    expect(settled.json()).toMatchObject({ success: true, value: { status: 'paid', receipt: 'awaiting' } });
    expect((await operator(paid.reference, 'paid')).json()).toMatchObject({ success: true });
    expect((await operator(paid.reference, 'rejected')).json()).toMatchObject({ code: 'PAYMENT_CLOSED' });
    expect(await heldOf(member.id)).toBe(200_00);

    expect((await operator(returned.reference, 'rejected')).json()).toMatchObject({
      success: true,
      value: { status: 'rejected' },
    });
    expect((await operator(returned.reference, 'paid')).json()).toMatchObject({ code: 'PAYMENT_CLOSED' });
    expect(await balanceOf(member.id)).toBe(800_00);
    expect(await heldOf(member.id)).toBe(0);
    expect((await applicationsByReference(tp.platform.db, 'withdrawal-payout')).get(paid.reference)).toBe(1);
    expect((await applicationsByReference(tp.platform.db, 'withdrawal-return')).get(returned.reference)).toBe(
      1,
    );
    const titles = (
      await tp.platform.db.select().from(inboxMessages).where(eq(inboxMessages.accountId, member.id))
    ).map((message) => message.title);
    expect(titles).toEqual(expect.arrayContaining(['Withdrawal paid', 'Withdrawal declined']));
    expect(await ledgerBreaches(tp.platform.db)).toEqual(noBreaches);
  });

  it('takes the receipt: received, or not received with a proof and later fully received; then closes', async () => {
    const member = await readyMember(1_000_00);
    const body = { amountMinor: 100_00, payoutAccountId: member.payoutId, paymentPassword: '123456' };
    const first = (await withdraw(member.token, body)).json().value as WithdrawalRecord;
    const second = (await withdraw(member.token, body)).json().value as WithdrawalRecord;
    const receipt = (payload: object) => call('POST', cashierPaths.withdrawalReceipt, member.token, payload);

    // Not paid yet: nothing to confirm.
    expect((await receipt({ reference: first.reference, receipt: 'received' })).json()).toMatchObject({
      code: 'PAYMENT_CLOSED',
    });
    await operator(first.reference, 'paid');
    await operator(second.reference, 'paid');
    expect((await receipt({ reference: first.reference, receipt: 'fullyReceived' })).json()).toMatchObject({
      code: 'PAYMENT_CLOSED',
    });
    expect((await receipt({ reference: first.reference, receipt: 'received' })).json()).toMatchObject({
      success: true,
      value: { receipt: 'received' },
    });
    // The same answer again changes nothing; another one is too late.
    expect((await receipt({ reference: first.reference, receipt: 'received' })).json()).toMatchObject({
      success: true,
    });
    expect(
      (await receipt({ reference: first.reference, receipt: 'notReceived', proofImage: proofPng })).json(),
    ).toMatchObject({
      code: 'PAYMENT_CLOSED',
    });

    expect((await receipt({ reference: second.reference, receipt: 'notReceived' })).json()).toMatchObject({
      code: 'BAD_INPUT',
      message: 'cashier.proofRequired',
    });
    const renamed = `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`;
    expect(
      (await receipt({ reference: second.reference, receipt: 'notReceived', proofImage: renamed })).json(),
    ).toMatchObject({
      code: 'BAD_INPUT',
      message: 'feedback.imageType',
    });
    expect(
      (await receipt({ reference: second.reference, receipt: 'notReceived', proofImage: proofPng })).json(),
    ).toMatchObject({
      success: true,
      value: { receipt: 'notReceived' },
    });
    const [row] = await tp.platform.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.reference, second.reference));
    expect(row!.proofImageType).toBe('image/png');
    expect((await receipt({ reference: second.reference, receipt: 'fullyReceived' })).json()).toMatchObject({
      success: true,
      value: { receipt: 'fullyReceived' },
    });
    expect((await receipt({ reference: 'WAAAAAAAAAAAAAAA', receipt: 'received' })).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await receipt({ reference: 'x', receipt: 'received' })).json()).toMatchObject({
      code: 'BAD_INPUT',
    });
  });

  it('pays in the sandbox after its delay, and counts an unanswered payout as received after its minutes', async () => {
    const cashier = await readSetting(tp.platform.db, 'cashier');
    await writeSetting(tp.platform.db, 'cashier', {
      ...cashier,
      withdraw: { ...cashier.withdraw!, sandboxPayAfterSeconds: 30, autoReceiptMinutes: 60 },
    });
    try {
      const member = await readyMember(500_00);
      const body = { amountMinor: 100_00, payoutAccountId: member.payoutId, paymentPassword: '123456' };
      const record = (await withdraw(member.token, body)).json().value as WithdrawalRecord;
      await settleDueWithdrawals(tp.platform);
      const statusOf = async () =>
        (
          await tp.platform.db.select().from(withdrawals).where(eq(withdrawals.reference, record.reference))
        )[0]!;
      expect((await statusOf()).status).toBe('pending');
      tp.clock.advance(31_000);
      await settleDueWithdrawals(tp.platform);
      expect(await statusOf()).toMatchObject({ status: 'paid', receipt: 'awaiting' });
      tp.clock.advance(60 * 60_000);
      await settleDueWithdrawals(tp.platform);
      expect(await statusOf()).toMatchObject({ receipt: 'received', receiptAuto: true });
      const later = await createSession(tp.platform, member.id);
      const listed = (await call('GET', cashierPaths.withdrawals, later)).json();
      expect(listed.value.list[0]).toMatchObject({ status: 'paid', receipt: 'received', receiptAuto: true });
      expect(await ledgerBreaches(tp.platform.db)).toEqual(noBreaches);
    } finally {
      await writeSetting(tp.platform.db, 'cashier', cashier);
    }
  });

  it('pages the withdrawals newest first', async () => {
    const member = await readyMember(1_000_00);
    const body = { amountMinor: 50_00, payoutAccountId: member.payoutId, paymentPassword: '123456' };
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1)
      made.push(((await withdraw(member.token, body)).json().value as WithdrawalRecord).reference);
    const page1 = (await call('GET', `${cashierPaths.withdrawals}?pageSize=2`, member.token)).json().value;
    expect(page1.list.map((r: WithdrawalRecord) => r.reference)).toEqual([made[2], made[1]]);
    const page2 = (
      await call('GET', `${cashierPaths.withdrawals}?pageSize=2&before=${page1.next}`, member.token)
    ).json().value;
    expect(page2).toEqual({ list: [expect.objectContaining({ reference: made[0] })] });
    expect((await call('GET', `${cashierPaths.withdrawals}?pageSize=0`, member.token)).json()).toMatchObject({
      code: 'BAD_INPUT',
    });
    const count = await tp.platform.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.accountId, member.id));
    expect(count).toHaveLength(1);
  });
});
