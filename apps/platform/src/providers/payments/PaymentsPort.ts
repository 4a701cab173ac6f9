/**
 * The payments port (`platform.payments`, chosen by PAYMENTS_PROVIDER): deposits through a payment service
 * provider's hosted page, withdrawals as payouts, and the PSP's signed webhooks that tell how each ended.
 * Amounts are integer minor units (halalas, cents) with an ISO 4217 currency, as the ledger keeps them.
 *
 * A real PSP (Stripe, Adyen, Checkout.com, HyperPay, Tap) plugs in as: `createDeposit` = create a
 * payment intent or checkout session with our `reference` as its idempotency key and `returnUrl` as its
 * success and cancel URL, answering its hosted page's URL; `verifyWebhook` = check its signature header
 * over the raw body with the webhook secret (HMAC-SHA256 for most; `verifyWebhookSignature` does the
 * common `t=...,v1=...` form), within a timestamp tolerance, refusing a replayed delivery, then map its
 * event to a `PaymentEvent`; `requestPayout` and `payoutStatus` = its payouts or transfers API to the
 * player's saved payout method. Its keys come from its own environment variables.
 */
export interface PaymentsPort {
  readonly name: string;
  /** Opens a payment for a deposit: the PSP's intent and the hosted page the player pays on. */
  createDeposit(request: DepositRequest): Promise<DepositIntent>;
  /**
   * Checks one webhook delivery and reads its event. Throws `WebhookRejectedError` (answer 400, record
   * nothing) on a bad or missing signature, a timestamp outside the tolerance, a delivery seen before or
   * a body it cannot read. A PSP delivers an event at least once: a retry comes signed anew and passes,
   * so the consumer credits or settles once per `eventId` (the ledger's idempotency key).
   */
  verifyWebhook(delivery: WebhookDelivery): Promise<PaymentEvent>;
  /** Asks the PSP to pay a withdrawal out; the money has left the player's wallet already. */
  requestPayout(request: PayoutRequest): Promise<Payout>;
  /** Where a payout stands, or null when the PSP knows no such payout. */
  payoutStatus(payoutId: string): Promise<Payout | null>;
  /**
   * Only a sandbox has this: what the PSP's side would do (the player pays or gives up on the hosted
   * page, the bank pays out or bounces), each answering the signed webhook the PSP would send.
   */
  readonly sandbox?: {
    /** What the hosted page shows of an intent, or null when the PSP knows none. */
    describeIntent(intentId: string): Promise<SandboxIntent | null>;
    completeDeposit(intentId: string, outcome: 'succeeded' | 'failed'): Promise<WebhookDelivery>;
    /** The chain confirms a crypto payment once more: `deposit.confirming`, then `deposit.succeeded`. */
    confirmCrypto(intentId: string): Promise<WebhookDelivery>;
    settlePayout(payoutId: string, outcome: 'paid' | 'failed'): Promise<WebhookDelivery>;
    /** The same event delivered again, signed at the current time: a PSP's retry. */
    redeliver(delivery: WebhookDelivery): Promise<WebhookDelivery>;
  };
}

export interface DepositRequest {
  /** Our id of the deposit, unique: the PSP's idempotency key, so a retried create opens no second payment. */
  reference: string;
  /** The PSP's hosted page (cards, e-wallets), or a crypto address the player pays to from a wallet. */
  method: 'hostedPage' | 'cryptoAddress';
  /** The player's account (the PSP's customer reference). */
  accountId: number;
  amountMinor: number;
  currency: string;
  /** The hosted page's language (the player's). */
  language: string;
  /** Where the hosted page sends the player back, paid or not (the portal's cashier). */
  returnUrl: string;
}

export interface DepositIntent {
  /** The PSP's id of the payment. */
  intentId: string;
  reference: string;
  /** Where the portal sends the player to pay (the hosted page method). */
  hostedPageUrl?: string;
  /** The address to pay to, and the confirmations the PSP waits for (the crypto method). */
  address?: string;
  requiredConfirmations?: number;
  /** When the hosted page stops taking the payment (epoch ms). */
  expiresAt: number;
}

export interface PayoutRequest {
  /** Our id of the withdrawal, unique: the PSP's idempotency key. */
  reference: string;
  accountId: number;
  amountMinor: number;
  currency: string;
  /** The PSP's token of the player's payout method (a card or bank account saved on its hosted page). */
  destination: string;
}

export interface Payout {
  payoutId: string;
  reference: string;
  state: 'pending' | 'paid' | 'failed';
  amountMinor: number;
  currency: string;
  /** Why it failed, in the PSP's words, for the operator. */
  failureReason?: string;
}

/** A webhook as it arrived: the raw bytes (the signature covers them, not a re-serialised object) and the headers. */
export interface WebhookDelivery {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

interface EventBase {
  /** The PSP's id of the event: the same on every delivery of it. */
  eventId: string;
  reference: string;
  /** When it happened at the PSP (epoch ms). */
  occurredAt: number;
}

export type PaymentEvent =
  | (EventBase & { type: 'deposit.succeeded'; intentId: string; amountMinor: number; currency: string })
  | (EventBase & { type: 'deposit.failed'; intentId: string; reason: string })
  | (EventBase & { type: 'deposit.confirming'; intentId: string; confirmations: number; required: number })
  | (EventBase & { type: 'payout.paid'; payoutId: string; amountMinor: number; currency: string })
  | (EventBase & { type: 'payout.failed'; payoutId: string; reason: string });

/** The sandbox PSP's view of one intent, for its hosted page. */
export interface SandboxIntent {
  intentId: string;
  reference: string;
  amountMinor: number;
  currency: string;
  expiresAt: number;
  returnUrl: string;
  language: string;
  /** Still takes the payment: not paid, declined or past its time. */
  open: boolean;
}
