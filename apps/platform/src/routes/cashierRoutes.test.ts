import { cashierPaths, type DepositRecord, idempotencyKeyHeader } from '@portal/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, inboxMessages, ledgerTransactions } from '../db/schema';
import { findMainWallet } from '../ledger/ledger';
import type { WebhookDelivery } from '../providers/payments/PaymentsPort';
import { writeSetting, readSetting } from '../system/siteSettings';
import { ledgerBreaches, noBreaches } from '../testing/ledgerInvariants';
import { loginAsTrial } from '../testing/loginAsTrial';
import { newMember as newTestMember } from '../testing/newMember';
import { readQrDataUri } from '../testing/readQrDataUri';
import { uniqueKey } from '../testing/moneyCalls';
import { testOperatorToken } from '../testing/testConfig';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('cashier routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  /** A new member with an empty wallet and a session, so every test starts from zero. */
  const newMember = () => newTestMember(tp, { prefix: 'cashier' });

  const balanceOf = async (accountId: number) =>
    (await findMainWallet(tp.platform.db, accountId))?.balance ?? 0;

  const start = (token: string, body: unknown, key: string | undefined = uniqueKey('dep')) =>
    tp.app.inject({
      method: 'POST',
      url: cashierPaths.deposit,
      headers: { token, 'accept-language': 'en', ...(key ? { [idempotencyKeyHeader]: key } : {}) },
      payload: body as object,
    });

  const startDeposit = async (
    token: string,
    channel: string,
    amountMinor: number,
  ): Promise<DepositRecord> => {
    const res = await start(token, { channel, amountMinor, returnUrl: '/member/deposit' });
    expect(res.json(), res.body).toMatchObject({ success: true });
    return res.json().value as DepositRecord;
  };

  const record = async (token: string, reference: string) =>
    (
      await tp.app.inject({
        method: 'GET',
        url: `${cashierPaths.deposit}?reference=${reference}`,
        headers: { token },
      })
    ).json();

  const intentOf = (deposit: DepositRecord) =>
    new URL(deposit.hostedPageUrl!, 'http://x').searchParams.get('intent')!;

  const choose = (intent: string, outcome: string) =>
    tp.app.inject({ method: 'POST', url: cashierPaths.sandboxPayChoice, payload: { intent, outcome } });

  const webhook = (delivery: WebhookDelivery) =>
    tp.app.inject({
      method: 'POST',
      url: cashierPaths.paymentsWebhook,
      headers: { ...(delivery.headers as Record<string, string>), 'content-type': 'application/json' },
      payload: delivery.rawBody,
    });

  const depositCredits = async (reference: string) =>
    (
      await tp.platform.db
        .select({ count: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, reference))
    )[0]!.count;

  it('lists the open channels with their limits, in the member currency', async () => {
    const { token } = await newMember();
    const res = await tp.app.inject({ method: 'GET', url: cashierPaths.depositChannels, headers: { token } });
    expect(res.json()).toEqual({
      success: true,
      value: {
        currency: 'USD',
        currencySymbol: '$',
        channels: [
          { channel: 'ewallet', minMinor: 10_00, maxMinor: 5_000_00 },
          { channel: 'bank', minMinor: 100_00, maxMinor: 50_000_00 },
          { channel: 'crypto', minMinor: 20_00, maxMinor: 20_000_00 },
        ],
      },
    });
    expect((await tp.app.inject({ method: 'GET', url: cashierPaths.depositChannels })).statusCode).toBe(401);
    const trial = await loginAsTrial(tp);
    const refused = await tp.app.inject({
      method: 'GET',
      url: cashierPaths.depositChannels,
      headers: { token: trial },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
  });

  it('pays an e-wallet deposit on the hosted page and credits it once, with an inbox message', async () => {
    const member = await newMember();
    const deposit = await startDeposit(member.token, 'ewallet', 150_00);
    expect(deposit).toMatchObject({
      channel: 'ewallet',
      amountMinor: 150_00,
      currency: 'USD',
      status: 'pending',
      reference: expect.stringMatching(/^D[A-Z2-9]{15}$/),
      hostedPageUrl: expect.stringMatching(/^http:\/\/localhost(:80)?\/sandbox\/pay\?intent=pi_/),
    });
    expect(await balanceOf(member.id)).toBe(0);

    const hosted = new URL(deposit.hostedPageUrl!);
    const page = await tp.app.inject({ method: 'GET', url: `${hosted.pathname}${hosted.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const shown = await tp.app.inject({
      method: 'GET',
      url: `${cashierPaths.sandboxPayPage}?intent=${intentOf(deposit)}`,
    });
    expect(shown.json().value).toMatchObject({
      lang: 'en',
      amountMinor: 150_00,
      currency: 'USD',
      open: true,
    });

    const paid = await choose(intentOf(deposit), 'pay');
    expect(paid.json()).toEqual({
      success: true,
      value: { returnUrl: `/member/deposit?deposit=${deposit.reference}` },
    });
    expect(await balanceOf(member.id)).toBe(150_00);
    const settled = await record(member.token, deposit.reference);
    expect(settled.value).toMatchObject({ status: 'approved', settledAt: expect.any(String) });
    expect(settled.value.hostedPageUrl).toBeUndefined();
    const [message] = await tp.platform.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.reference, `deposit:${deposit.reference}`));
    expect(message).toMatchObject({ accountId: member.id, title: 'Deposit received', readAt: null });
    expect(message!.content).toContain('150.00 USD');

    // The page cannot be paid again, and the same request (same key) opens no second deposit.
    expect((await choose(intentOf(deposit), 'pay')).json()).toMatchObject({ code: 'PAYMENT_CLOSED' });
    expect(await depositCredits(deposit.reference)).toBe(1);
    expect(await ledgerBreaches(tp.platform.db)).toEqual(noBreaches);
  });

  it('answers the same deposit for the same key, and refuses the key with another request', async () => {
    const { token } = await newMember();
    const key = uniqueKey('dep');
    const body = { channel: 'ewallet', amountMinor: 20_00, returnUrl: '/member/deposit' };
    const first = await start(token, body, key);
    const again = await start(token, body, key);
    expect(again.json()).toEqual(first.json());
    const other = await start(token, { ...body, amountMinor: 30_00 }, key);
    expect(other.statusCode).toBe(422);
    const list = await tp.app.inject({ method: 'GET', url: cashierPaths.deposits, headers: { token } });
    expect(list.json().value.list).toHaveLength(1);
  });

  it('credits a replayed or redelivered webhook once, and refuses a forged one', async () => {
    const member = await newMember();
    const deposit = await startDeposit(member.token, 'ewallet', 75_00);
    const sandbox = tp.platform.payments.sandbox!;
    const delivery = await sandbox.completeDeposit(intentOf(deposit), 'succeeded');
    expect((await webhook(delivery)).json()).toEqual({ success: true, value: { received: true } });
    // The captured request sent again is a replay; a PSP's retry comes signed anew and changes nothing.
    const replay = await webhook(delivery);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    // The PSP retries a minute later (its answer was lost): signed at that time, it is no replay.
    tp.clock.advance(60_000);
    expect((await webhook(await sandbox.redeliver(delivery))).statusCode).toBe(200);
    expect(await balanceOf(member.id)).toBe(75_00);
    expect(await depositCredits(deposit.reference)).toBe(1);

    // A body changed after signing, or signed with another secret, credits nothing.
    const second = await startDeposit(member.token, 'ewallet', 80_00);
    const genuine = await sandbox.completeDeposit(intentOf(second), 'succeeded');
    const forged = Buffer.from(genuine.rawBody.toString().replace('8000', '800000'));
    const tampered = await webhook({ ...genuine, rawBody: forged });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await webhook({ rawBody: genuine.rawBody, headers: {} });
    expect(unsigned.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const notJson = await tp.app.inject({
      method: 'POST',
      url: cashierPaths.paymentsWebhook,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await balanceOf(member.id)).toBe(75_00);
    expect((await record(member.token, second.reference)).value.status).toBe('pending');
  });

  it('credits nothing for a declined, abandoned or expired deposit', async () => {
    const member = await newMember();
    const declined = await startDeposit(member.token, 'ewallet', 40_00);
    expect((await choose(intentOf(declined), 'decline')).statusCode).toBe(200);
    expect((await record(member.token, declined.reference)).value).toMatchObject({ status: 'rejected' });

    const abandoned = await startDeposit(member.token, 'ewallet', 50_00);
    expect((await choose(intentOf(abandoned), 'abandon')).json().value.returnUrl).toContain(
      abandoned.reference,
    );
    expect((await record(member.token, abandoned.reference)).value.status).toBe('pending');
    // Half an hour later the hosted page has closed (the session stays alive: the member keeps reading).
    tp.clock.advance(20 * 60_000);
    expect((await record(member.token, abandoned.reference)).value.status).toBe('pending');
    tp.clock.advance(11 * 60_000);
    const expired = (await record(member.token, abandoned.reference)).value;
    expect(expired).toMatchObject({ status: 'expired', settledAt: expect.any(String) });
    expect((await choose(intentOf(abandoned), 'pay')).json()).toMatchObject({ code: 'PAYMENT_CLOSED' });
    expect(await balanceOf(member.id)).toBe(0);
  });

  it('takes a bank transfer by its reference code, credited when the operator confirms it', async () => {
    const member = await newMember();
    const deposit = await startDeposit(member.token, 'bank', 250_00);
    expect(deposit).toMatchObject({ status: 'pending', payInstruction: deposit.reference });
    expect(deposit.hostedPageUrl).toBeUndefined();
    const settle = (body: object, token = testOperatorToken) =>
      tp.app.inject({
        method: 'PUT',
        url: cashierPaths.operatorDeposit,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    expect((await settle({ reference: deposit.reference, outcome: 'approved' }, 'wrong')).statusCode).toBe(
      401,
    );
    expect((await settle({ reference: deposit.reference, outcome: 'maybe' })).statusCode).toBe(400);
    expect((await settle({ reference: 'DAAAAAAAAAAAAAAA', outcome: 'approved' })).statusCode).toBe(404);
    const approved = await settle({ reference: deposit.reference, outcome: 'approved' });
    expect(approved.json().value).toMatchObject({ status: 'approved' });
    expect((await settle({ reference: deposit.reference, outcome: 'approved' })).json()).toMatchObject({
      code: 'PAYMENT_CLOSED',
    });
    expect(await balanceOf(member.id)).toBe(250_00);
    expect(await depositCredits(deposit.reference)).toBe(1);
  });

  it('counts crypto confirmations and credits at the last one', async () => {
    const member = await newMember();
    const deposit = await startDeposit(member.token, 'crypto', 60_00);
    expect(deposit).toMatchObject({
      payInstruction: expect.stringMatching(/^tb1q/),
      confirmations: 0,
      requiredConfirmations: 3,
    });
    // A wallet app scans the address: the QR code reads back as exactly it.
    expect(readQrDataUri(deposit.payQr!)).toBe(deposit.payInstruction);
    const confirm = () =>
      tp.app.inject({
        method: 'POST',
        url: cashierPaths.sandboxCryptoConfirm,
        payload: { reference: deposit.reference },
      });
    expect((await confirm()).json().value).toMatchObject({ status: 'pending', confirmations: 1 });
    expect((await confirm()).json().value).toMatchObject({ status: 'pending', confirmations: 2 });
    expect((await confirm()).json().value).toMatchObject({ status: 'approved', confirmations: 3 });
    expect((await confirm()).json()).toMatchObject({ code: 'PAYMENT_CLOSED' });
    expect(await balanceOf(member.id)).toBe(60_00);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const member = await newMember();
    const before = await tp.platform.db.select({ count: sql<number>`count(*)::int` }).from(deposits);
    const cases: [unknown, string][] = [
      [
        { channel: 'ewallet', amountMinor: 5_00, returnUrl: '/m' },
        'cashier.amountRange?min=10.00&max=5000.00',
      ],
      [
        { channel: 'ewallet', amountMinor: 5_000_01, returnUrl: '/m' },
        'cashier.amountRange?min=10.00&max=5000.00',
      ],
      [{ channel: 'ewallet', amountMinor: 10.5, returnUrl: '/m' }, 'errors.badInput'],
      [{ channel: 'cash', amountMinor: 10_00, returnUrl: '/m' }, 'errors.badInput'],
      [{ channel: 'ewallet', amountMinor: '1000', returnUrl: '/m' }, 'errors.badInput'],
      [{ channel: 'ewallet', amountMinor: 10_00 }, 'errors.badInput'],
    ];
    for (const [body, message] of cases) {
      const res = await start(member.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'BAD_INPUT', message });
    }
    const elsewhere = await start(member.token, {
      channel: 'ewallet',
      amountMinor: 10_00,
      returnUrl: 'https://evil.example/x',
    });
    expect(elsewhere.json()).toMatchObject({ code: 'REDIRECT_NOT_ALLOWED' });
    const noKey = await start(member.token, { channel: 'ewallet', amountMinor: 10_00, returnUrl: '/m' }, '');
    expect(noKey.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect((await record(member.token, 'not-a-reference')).code).toBe('BAD_INPUT');
    expect((await record(member.token, 'DAAAAAAAAAAAAAAA')).code).toBe('NOT_FOUND');

    // A channel the operator switched off is refused with its own message.
    const cashier = await readSetting(tp.platform.db, 'cashier');
    await writeSetting(tp.platform.db, 'cashier', {
      deposit: { channels: cashier.deposit.channels.map((c) => ({ ...c, enabled: c.channel !== 'crypto' })) },
    });
    try {
      const closed = await start(member.token, { channel: 'crypto', amountMinor: 30_00, returnUrl: '/m' });
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toMatchObject({
        code: 'DEPOSIT_CHANNEL_CLOSED',
        message: 'errors.depositChannelClosed',
      });
    } finally {
      await writeSetting(tp.platform.db, 'cashier', cashier);
    }
    const after = await tp.platform.db.select({ count: sql<number>`count(*)::int` }).from(deposits);
    expect(after).toEqual(before);
    expect(await balanceOf(member.id)).toBe(0);
  });

  it("pages a member's deposits newest first, and shows nobody else's", async () => {
    const member = await newMember();
    const made = [];
    for (const amount of [10_00, 11_00, 12_00])
      made.push(await startDeposit(member.token, 'bank', amount * 10));
    const page = async (query: string) =>
      (
        await tp.app.inject({
          method: 'GET',
          url: `${cashierPaths.deposits}?${query}`,
          headers: { token: member.token },
        })
      ).json().value;
    const first = await page('pageSize=2');
    expect(first.list.map((d: DepositRecord) => d.amountMinor)).toEqual([120_00, 110_00]);
    const second = await page(`pageSize=2&before=${first.next}`);
    expect(second.list.map((d: DepositRecord) => d.amountMinor)).toEqual([100_00]);
    expect(second.next).toBeUndefined();
    const other = await newMember();
    expect((await record(other.token, made[0]!.reference)).code).toBe('NOT_FOUND');
    expect(await page('pageSize=0')).toBeUndefined();
  });
});
