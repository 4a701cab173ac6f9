import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import type { PaymentsPort, WebhookDelivery } from './PaymentsPort';
import { webhookToleranceMs } from './webhookSignature';

describe.each(databaseCases())('the payments port, sandbox provider, on $name', (databaseCase) => {
  let tp: TestPlatform;
  let port: PaymentsPort;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { seed: false });
    port = tp.platform.payments;
  });
  afterAll(() => tp.close());

  let references = 0;
  const deposit = (
    amountMinor = 5_000,
    reference = `dep-${++references}`,
    method: 'hostedPage' | 'cryptoAddress' = 'hostedPage',
  ) =>
    port.createDeposit({
      reference,
      method,
      accountId: 7,
      amountMinor,
      currency: 'SAR',
      language: 'ar',
      returnUrl: 'https://portal.example/cashier',
    });
  const rejection = (delivery: WebhookDelivery) =>
    port.verifyWebhook(delivery).then(
      () => 'accepted',
      (error: { name: string; reason: string }) => `${error.name}: ${error.reason}`,
    );
  const withBody = (delivery: WebhookDelivery, body: string): WebhookDelivery => ({
    ...delivery,
    rawBody: Buffer.from(body),
  });

  it('opens a deposit on a hosted page, once per reference', async () => {
    const intent = await deposit(5_000, 'dep-once');
    expect(intent).toMatchObject({ reference: 'dep-once', expiresAt: tp.clock.now() + 30 * 60_000 });
    expect(intent.hostedPageUrl).toContain(intent.intentId);
    expect(await deposit(5_000, 'dep-once')).toEqual(intent);
    await expect(deposit(6_000, 'dep-once')).rejects.toThrow(/reference dep-once was used for another/);
    expect(await port.sandbox!.describeIntent(intent.intentId)).toMatchObject({
      reference: 'dep-once',
      amountMinor: 5_000,
      currency: 'SAR',
      returnUrl: 'https://portal.example/cashier',
      language: 'ar',
      open: true,
    });
    expect(await port.sandbox!.describeIntent('pi_unknown')).toBeNull();
  });

  it('takes a crypto payment at an address, counting confirmations before it succeeds', async () => {
    const intent = await deposit(7_500, 'dep-crypto', 'cryptoAddress');
    expect(intent.hostedPageUrl).toBeUndefined();
    expect(intent.address).toMatch(/^tb1q[a-z0-9]{38}$/);
    expect(intent.requiredConfirmations).toBe(3);
    const events = [];
    for (let confirmation = 1; confirmation <= 3; confirmation++) {
      events.push(await port.verifyWebhook(await port.sandbox!.confirmCrypto(intent.intentId)));
    }
    expect(events.map((event) => event.type)).toEqual([
      'deposit.confirming',
      'deposit.confirming',
      'deposit.succeeded',
    ]);
    expect(events[1]).toMatchObject({ confirmations: 2, required: 3 });
    expect(events[2]).toMatchObject({ amountMinor: 7_500, currency: 'SAR', reference: 'dep-crypto' });
    await expect(port.sandbox!.confirmCrypto(intent.intentId)).rejects.toThrow(/no open payment/);
    expect(await port.sandbox!.describeIntent(intent.intentId)).toMatchObject({ open: false });
  });

  it('tells how a deposit ended in a signed webhook, with the amount paid', async () => {
    const intent = await deposit(12_345);
    const delivery = await port.sandbox!.completeDeposit(intent.intentId, 'succeeded');
    expect(await port.verifyWebhook(delivery)).toMatchObject({
      type: 'deposit.succeeded',
      intentId: intent.intentId,
      reference: intent.reference,
      amountMinor: 12_345,
      currency: 'SAR',
      eventId: expect.stringMatching(/^evt_/),
    });
    await expect(port.sandbox!.completeDeposit(intent.intentId, 'failed')).rejects.toThrow(/no open payment/);

    const abandoned = await deposit();
    const failed = await port.verifyWebhook(
      await port.sandbox!.completeDeposit(abandoned.intentId, 'failed'),
    );
    expect(failed).toMatchObject({ type: 'deposit.failed', reference: abandoned.reference });
  });

  it('refuses a webhook whose body or signature was touched, or that has none', async () => {
    const delivery = await port.sandbox!.completeDeposit((await deposit(100)).intentId, 'succeeded');
    const body = delivery.rawBody.toString();
    expect(
      await rejection(withBody(delivery, body.replace('"amountMinor":100', '"amountMinor":100000'))),
    ).toBe('WebhookRejectedError: signature');
    expect(await rejection(withBody(delivery, `${body} `))).toBe('WebhookRejectedError: signature');
    const [header] = Object.keys(delivery.headers) as [string];
    const signature = String(delivery.headers[header]);
    const flipped = signature.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    for (const value of [undefined, '', flipped, signature.replace(/v1=/, 'v0='), `t=x,${signature}`]) {
      expect(await rejection({ ...delivery, headers: { [header]: value } }), String(value)).toBe(
        'WebhookRejectedError: signature',
      );
    }
    // None of the refusals spent the delivery: the genuine one still passes, once.
    expect(await rejection(delivery)).toBe('accepted');
  });

  it('refuses a delivery older than the tolerance, and the same delivery twice; a retry signed anew passes', async () => {
    const late = await port.sandbox!.completeDeposit((await deposit()).intentId, 'succeeded');
    tp.clock.advance(webhookToleranceMs + 1_000);
    expect(await rejection(late)).toBe('WebhookRejectedError: timestamp');

    const delivery = await port.sandbox!.completeDeposit((await deposit()).intentId, 'succeeded');
    const first = await port.verifyWebhook(delivery);
    expect(await rejection(delivery)).toBe('WebhookRejectedError: replay');
    tp.clock.advance(1_000);
    const retry = await port.sandbox!.redeliver(delivery);
    // The same event: the consumer credits once per eventId.
    expect(await port.verifyWebhook(retry)).toEqual(first);
  });

  it('refuses a signed body it cannot read', async () => {
    const delivery = await port.sandbox!.redeliver(
      withBody(await port.sandbox!.completeDeposit((await deposit()).intentId, 'failed'), '{"eventId":1}'),
    );
    expect(await rejection(delivery)).toBe('WebhookRejectedError: malformed');
  });

  it('pays a withdrawal out, once per reference, and tells how it ended', async () => {
    const request = {
      reference: 'wd-1',
      accountId: 7,
      amountMinor: 2_500,
      currency: 'SAR',
      destination: 'pm_1',
    };
    const payout = await port.requestPayout(request);
    expect(payout).toMatchObject({
      reference: 'wd-1',
      state: 'pending',
      amountMinor: 2_500,
      currency: 'SAR',
    });
    expect(await port.requestPayout(request)).toEqual(payout);
    await expect(port.requestPayout({ ...request, amountMinor: 1 })).rejects.toThrow(/reference wd-1/);
    expect(await port.payoutStatus(payout.payoutId)).toEqual(payout);

    const paid = await port.verifyWebhook(await port.sandbox!.settlePayout(payout.payoutId, 'paid'));
    expect(paid).toMatchObject({ type: 'payout.paid', payoutId: payout.payoutId, amountMinor: 2_500 });
    expect(await port.payoutStatus(payout.payoutId)).toMatchObject({ state: 'paid' });
    await expect(port.sandbox!.settlePayout(payout.payoutId, 'failed')).rejects.toThrow(/no pending payout/);

    const bounced = await port.requestPayout({ ...request, reference: 'wd-2' });
    const failed = await port.verifyWebhook(await port.sandbox!.settlePayout(bounced.payoutId, 'failed'));
    expect(failed).toMatchObject({ type: 'payout.failed', reference: 'wd-2', reason: expect.any(String) });
    expect(await port.payoutStatus(bounced.payoutId)).toMatchObject({
      state: 'failed',
      failureReason: expect.any(String),
    });
    expect(await port.payoutStatus('po_unknown')).toBeNull();
  });
});
