import {
  idempotencyKeyHeader,
  memberPaths,
  type UplineTransferOptionsValue,
  type UplineTransferRecord,
  type UplineTransferValue,
} from '@portal/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords';
import { accounts, inboxMessages, ledgerEntries, ledgerTransactions, uplineTransfers } from '../db/schema';
import { findHouseWallet, findMainWallet } from '../ledger/ledger';
import type { CashierSetting } from '../payments/cashierSetting';
import { createSession } from '../sessions/sessions';
import { readSetting, writeSetting } from '../system/siteSettings';
import { loginAs } from '../testing/flows';
import { applicationsByReference, ledgerBreaches, noBreaches } from '../testing/ledgerInvariants';
import { loginAsTrial } from '../testing/loginAsTrial';
import { uniqueKey } from '../testing/moneyCalls';
import { newMember } from '../testing/newMember';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { uplineClearingAccount } from '../upline/uplineTransfers';

/** The site's rules in these tests: small numbers, so the limits are easy to reach. */
const rules = { enabled: true, minMinor: 10_00, maxMinor: 500_00, dailyCount: 3, dailyMaxMinor: 800_00 };

describe.each(databaseCases())('transfer to upline routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  let cashier: CashierSetting;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
    cashier = await readSetting(tp.platform.db, 'cashier');
    await writeSetting(tp.platform.db, 'cashier', { ...cashier, transferUpline: rules });
  });
  afterAll(() => tp.close());

  /** Runs `work` with the site's transfer rules changed, and puts them back after. */
  async function withRules(change: Partial<typeof rules>, work: () => Promise<void>) {
    await writeSetting(tp.platform.db, 'cashier', { ...cashier, transferUpline: { ...rules, ...change } });
    try {
      await work();
    } finally {
      await writeSetting(tp.platform.db, 'cashier', { ...cashier, transferUpline: rules });
    }
  }

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, key?: string) =>
    tp.app.inject({
      method,
      url,
      headers: { token, 'accept-language': 'en', ...(key ? { [idempotencyKeyHeader]: key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const options = async (token: string) =>
    (await call('GET', memberPaths.uplineTransfer, token)).json() as {
      success: boolean;
      value: UplineTransferOptionsValue;
    };
  const send = (token: string, body: object, key = uniqueKey('up')) =>
    call('POST', memberPaths.uplineTransfer, token, body, key);

  const balanceOf = async (accountId: number) =>
    (await findMainWallet(tp.platform.db, accountId))?.balance ?? 0;
  const clearingBalance = async () =>
    (await findHouseWallet(tp.platform.db, uplineClearingAccount))?.balance ?? 0;

  let agents = 0;
  /** A new agent (type 1, reading English), with no wallet yet. */
  async function newAgent(nickname = '') {
    const username = `agentup${++agents}x${Date.now().toString(36)}`;
    const [row] = await tp.platform.db
      .insert(accounts)
      .values({
        username,
        usernameKey: username,
        passwordHash: 'unused',
        type: 1,
        nickname,
        currency: 'USD',
        language: 'en',
      })
      .returning({ id: accounts.id });
    return { id: row!.id, username };
  }

  /** A member under an agent (a new one unless given), with money and the payment password 123456. */
  async function memberUnder(agent?: { id: number }, balanceMinor = 1_000_00, language = 'en') {
    const upline = agent ?? (await newAgent());
    const member = await newMember(tp, { prefix: 'down', balanceMinor, language });
    await tp.platform.db
      .update(accounts)
      .set({ parentId: upline.id, paymentPasswordHash: await hashPassword('123456') })
      .where(eq(accounts.id, member.id));
    return { ...member, agentId: upline.id };
  }

  /** What a refusal must leave as it was: the balances, and every row a transfer writes. */
  async function state(memberId: number, agentId: number) {
    const rows = async (table: typeof uplineTransfers | typeof ledgerTransactions | typeof inboxMessages) =>
      (await tp.platform.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n;
    return {
      member: await balanceOf(memberId),
      agent: await balanceOf(agentId),
      clearing: await clearingBalance(),
      transfers: await rows(uplineTransfers),
      ledger: await rows(ledgerTransactions),
      inbox: await rows(inboxMessages),
    };
  }

  it('says what a member under an agent may transfer: the agent (masked or by nickname), the limits, today', async () => {
    const agent = await newAgent();
    const member = await memberUnder(agent, 300_00);
    expect(await options(member.token)).toEqual({
      success: true,
      value: {
        allowed: true,
        agent: { name: `ag***${agent.username.at(-1)}` },
        currency: 'USD',
        limits: { minMinor: 10_00, maxMinor: 500_00, dailyCount: 3, dailyMaxMinor: 800_00 },
        usedToday: { count: 0, amountMinor: 0 },
        paymentPasswordSet: true,
        balanceMinor: 300_00,
      },
    });
    const named = await memberUnder(await newAgent('Captain Sami'));
    expect((await options(named.token)).value.agent).toEqual({ name: 'Captain Sami' });
  });

  it('moves exactly the amount, member to house to agent, once per key, and tells both sides', async () => {
    const agent = await newAgent();
    const member = await memberUnder(agent, 1_000_00);
    const clearingBefore = await clearingBalance();
    const agentBefore = await balanceOf(agent.id);
    const body = { amountMinor: 250_00, paymentPassword: '123456', note: '  For the weekend tournament  ' };
    const key = uniqueKey('up');
    const first = await send(member.token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const value = first.json().value as UplineTransferValue;
    expect(value).toEqual({
      reference: expect.stringMatching(/^U[A-Z2-9]{15}$/),
      balanceMinor: 750_00,
      createdAt: new Date(tp.clock.now()).toISOString(),
    });
    // A retry with the same key answers the same transfer and moves nothing more.
    const retry = await send(member.token, body, key);
    expect(retry.json()).toEqual(first.json());
    // The same key with another amount is another intent: refused.
    const other = await send(member.token, { ...body, amountMinor: 20_00 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });

    expect(await balanceOf(member.id)).toBe(750_00);
    expect(await balanceOf(agent.id)).toBe(agentBefore + 250_00);
    expect(await clearingBalance()).toBe(clearingBefore);
    for (const kind of ['upline-transfer-out', 'upline-transfer-in']) {
      expect((await applicationsByReference(tp.platform.db, kind)).get(value.reference), kind).toBe(1);
    }
    // Both legs count as transfers in the account record, and neither touches two players' wallets.
    const entries = await tp.platform.db
      .select({ category: ledgerEntries.category, kind: ledgerTransactions.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.reference, value.reference));
    expect(entries).toHaveLength(4);
    expect(new Set(entries.map((entry) => entry.category))).toEqual(new Set(['transfer']));

    const [row] = await tp.platform.db
      .select()
      .from(uplineTransfers)
      .where(eq(uplineTransfers.reference, value.reference));
    expect(row).toMatchObject({
      accountId: member.id,
      agentId: agent.id,
      amountMinor: 250_00,
      currency: 'USD',
      note: 'For the weekend tournament',
    });
    const messages = await tp.platform.db
      .select()
      .from(inboxMessages)
      .where(inArray(inboxMessages.accountId, [member.id, agent.id]));
    const sent = messages.find((message) => message.accountId === member.id);
    const received = messages.find((message) => message.accountId === agent.id);
    expect(messages).toHaveLength(2);
    expect(sent).toMatchObject({ title: 'Transfer to your agent sent' });
    expect(sent!.content).toContain(`250.00 USD`);
    expect(sent!.content).toContain(value.reference);
    expect(received).toMatchObject({ title: 'Transfer received from a member' });
    expect(received!.content).toContain(member.username);
    expect(received!.content).toContain('Their note: For the weekend tournament');
    // The key does not keep the payment password, not even hashed with the rest.
    const stored = await tp.platform.db.execute(
      sql`select request_hash, response from idempotency_keys where key = ${key}`,
    );
    expect(JSON.stringify(stored)).not.toContain('123456');

    const listed = (await call('GET', memberPaths.uplineTransfers, member.token)).json();
    expect(listed).toEqual({
      success: true,
      value: {
        list: [
          {
            reference: value.reference,
            amountMinor: 250_00,
            currency: 'USD',
            agent: { name: `ag***${agent.username.at(-1)}` },
            note: 'For the weekend tournament',
            createdAt: value.createdAt,
          },
        ],
      },
    });
    expect((await options(member.token)).value).toMatchObject({
      usedToday: { count: 1, amountMinor: 250_00 },
      balanceMinor: 750_00,
    });
    expect(await ledgerBreaches(tp.platform.db)).toEqual(noBreaches);
  });

  it('writes the messages in each side’s own language', async () => {
    const agent = await newAgent();
    await tp.platform.db.update(accounts).set({ language: 'ar' }).where(eq(accounts.id, agent.id));
    const member = await memberUnder(agent, 100_00, 'en');
    const res = await send(member.token, { amountMinor: 20_00, paymentPassword: '123456' });
    expect(res.json(), res.body).toMatchObject({ success: true });
    const [received] = await tp.platform.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.accountId, agent.id));
    expect(received!.title).toBe('تم استلام تحويل من أحد الأعضاء');
    expect(received!.content).not.toContain('ملاحظته');
  });

  it('refuses what breaks a rule, truthfully, and changes nothing', async () => {
    const member = await memberUnder(undefined, 300_00);
    const body = { amountMinor: 100_00, paymentPassword: '123456' };
    const range = 'cashier.amountRange?min=10.00&max=500.00';
    const refusals: Array<[object, number, string, string?]> = [
      [{ ...body, paymentPassword: '000000' }, 400, 'PAYMENT_PASSWORD_WRONG'],
      [{ ...body, amountMinor: 9_99 }, 400, 'BAD_INPUT', range],
      [{ ...body, amountMinor: 500_01 }, 400, 'BAD_INPUT', range],
      [{ ...body, amountMinor: 0 }, 400, 'BAD_INPUT', range],
      [{ ...body, amountMinor: 12.5 }, 400, 'BAD_INPUT'],
      [{ ...body, amountMinor: '100' }, 400, 'BAD_INPUT'],
      [{ ...body, amountMinor: 400_00 }, 409, 'INSUFFICIENT_FUNDS'],
      [{ ...body, note: 'x'.repeat(201) }, 400, 'BAD_INPUT'],
      [{ ...body, note: 'bell\u0007' }, 400, 'BAD_INPUT'],
      [{ paymentPassword: '123456' }, 400, 'BAD_INPUT'],
    ];
    const before = await state(member.id, member.agentId);
    for (const [refused, status, code, message] of refusals) {
      const res = await send(member.token, refused);
      expect(res.json(), JSON.stringify(refused)).toMatchObject({
        success: false,
        code,
        ...(message ? { message } : {}),
      });
      expect(res.statusCode, JSON.stringify(refused)).toBe(status);
    }
    const noKey = await call('POST', memberPaths.uplineTransfer, member.token, body);
    expect(noKey.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await state(member.id, member.agentId)).toEqual(before);
    // A note of 200 characters is fine.
    const fits = await send(member.token, { ...body, note: 'n'.repeat(200) });
    expect(fits.json(), fits.body).toMatchObject({ success: true });
    expect(await ledgerBreaches(tp.platform.db)).toEqual(noBreaches);
  });

  it("holds the day's count when requests arrive together, and starts again the next day (UTC)", async () => {
    const member = await memberUnder(undefined, 1_000_00);
    const body = { amountMinor: 50_00, paymentPassword: '123456' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(member.token, body)));
    const codes = answers.map((res) => res.json().code ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'OK', 'OK', 'UPLINE_DAILY_COUNT', 'UPLINE_DAILY_COUNT']);
    expect(answers.find((res) => res.json().code)?.statusCode).toBe(409);
    expect(await balanceOf(member.id)).toBe(850_00);
    expect(await balanceOf(member.agentId)).toBe(150_00);
    const rows = await tp.platform.db
      .select()
      .from(uplineTransfers)
      .where(eq(uplineTransfers.accountId, member.id));
    expect(rows).toHaveLength(3);
    tp.clock.advance(24 * 60 * 60_000);
    const nextDay = await createSession(tp.platform, member.id);
    expect((await options(nextDay)).value.usedToday).toEqual({ count: 0, amountMinor: 0 });
    expect((await send(nextDay, body)).json()).toMatchObject({ success: true });
    expect(await ledgerBreaches(tp.platform.db)).toEqual(noBreaches);
  });

  it("holds the day's amount: a transfer past it is refused, one that fits still goes", async () => {
    const member = await memberUnder(undefined, 2_000_00);
    expect(
      (await send(member.token, { amountMinor: 500_00, paymentPassword: '123456' })).json(),
    ).toMatchObject({
      success: true,
    });
    const before = await state(member.id, member.agentId);
    const over = await send(member.token, { amountMinor: 300_01, paymentPassword: '123456' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'UPLINE_DAILY_AMOUNT', message: 'errors.uplineDailyAmount' });
    expect(await state(member.id, member.agentId)).toEqual(before);
    expect(
      (await send(member.token, { amountMinor: 300_00, paymentPassword: '123456' })).json(),
    ).toMatchObject({
      success: true,
    });
    expect((await options(member.token)).value.usedToday).toEqual({ count: 2, amountMinor: 800_00 });
  });

  it('refuses a member without an agent, an agent, and a member whose upline is not an agent', async () => {
    const loner = await newMember(tp, { prefix: 'loner', balanceMinor: 500_00 });
    const agent = await newAgent();
    const agentToken = await createSession(tp.platform, agent.id);
    const player = await newMember(tp, { prefix: 'parent' });
    const underPlayer = await memberUnder(player, 500_00);
    for (const [token, accountId] of [
      [loner.token, loner.id],
      [agentToken, agent.id],
      [underPlayer.token, underPlayer.id],
    ] as const) {
      const answer = await options(token);
      expect(answer.value).toMatchObject({ allowed: false, reason: 'noAgent' });
      expect(answer.value.agent).toBeUndefined();
      const before = await balanceOf(accountId);
      const res = await send(token, { amountMinor: 50_00, paymentPassword: '123456' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'NO_UPLINE_AGENT', message: 'errors.noUplineAgent' });
      expect(await balanceOf(accountId)).toBe(before);
    }
    expect(await balanceOf(player.id)).toBe(0);
  });

  it('refuses everyone while the site has the transfers switched off', async () => {
    const member = await memberUnder(undefined, 500_00);
    await withRules({ enabled: false }, async () => {
      expect((await options(member.token)).value).toMatchObject({ allowed: false, reason: 'disabled' });
      const before = await state(member.id, member.agentId);
      const res = await send(member.token, { amountMinor: 50_00, paymentPassword: '123456' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
      expect(await state(member.id, member.agentId)).toEqual(before);
    });
    // A configuration stored before the transfers came has them off.
    const { transferUpline: _, ...older } = cashier;
    await writeSetting(tp.platform.db, 'cashier', older);
    try {
      expect((await options(member.token)).value).toMatchObject({ allowed: false, reason: 'disabled' });
    } finally {
      await writeSetting(tp.platform.db, 'cashier', { ...cashier, transferUpline: rules });
    }
  });

  it('asks for a payment password first, and refuses a trial account', async () => {
    const member = await memberUnder(undefined, 500_00);
    await tp.platform.db
      .update(accounts)
      .set({ paymentPasswordHash: null })
      .where(eq(accounts.id, member.id));
    expect((await options(member.token)).value).toMatchObject({ allowed: true, paymentPasswordSet: false });
    const res = await send(member.token, { amountMinor: 50_00, paymentPassword: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_REQUIRED' });
    expect(await balanceOf(member.id)).toBe(500_00);

    const trial = await loginAsTrial(tp);
    for (const res of [
      await call('GET', memberPaths.uplineTransfer, trial),
      await call('GET', memberPaths.uplineTransfers, trial),
      await send(trial, { amountMinor: 50_00, paymentPassword: '123456' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
    }
  });

  it('pages the transfers newest first', async () => {
    const member = await memberUnder(undefined, 1_000_00);
    const made: string[] = [];
    for (const amountMinor of [10_00, 20_00, 30_00]) {
      const res = await send(member.token, { amountMinor, paymentPassword: '123456' });
      made.push((res.json().value as UplineTransferValue).reference);
    }
    const page1 = (await call('GET', `${memberPaths.uplineTransfers}?pageSize=2`, member.token)).json().value;
    expect(page1.list.map((row: UplineTransferRecord) => row.reference)).toEqual([made[2], made[1]]);
    expect(page1.list[0]).not.toHaveProperty('note');
    const page2 = (
      await call('GET', `${memberPaths.uplineTransfers}?pageSize=2&before=${page1.next}`, member.token)
    ).json().value;
    expect(page2).toEqual({ list: [expect.objectContaining({ reference: made[0], amountMinor: 10_00 })] });
    for (const query of ['?pageSize=0', '?before=W0', '?before=UAAAAAAAAAAAAAAA0']) {
      expect(
        (await call('GET', `${memberPaths.uplineTransfers}${query}`, member.token)).json(),
      ).toMatchObject({
        code: 'BAD_INPUT',
      });
    }
    // Another member's reference pages nothing of theirs.
    const stranger = await memberUnder(undefined, 0);
    expect(
      (await call('GET', `${memberPaths.uplineTransfers}?before=${made[2]}`, stranger.token)).json().value,
    ).toEqual({ list: [] });
  });

  it("offers the demo brand's members under an agent the transfer (the seed switches it on)", async () => {
    const seeded = (await readSetting(tp.platform.db, 'cashier')) as CashierSetting;
    expect(cashier.transferUpline?.enabled).toBe(true);
    expect(seeded.transferUpline).toEqual(rules);
    const token = await loginAs(tp, 'agent1player1');
    expect((await options(token)).value).toMatchObject({ allowed: true, agent: { name: 'agent1' } });
    const demo = await loginAs(tp, 'demomember');
    expect((await options(demo)).value).toMatchObject({ allowed: false, reason: 'noAgent' });
    const [agent] = await tp.platform.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.usernameKey, 'agent1'), eq(accounts.type, 1)));
    expect(agent).toBeDefined();
  });
});
