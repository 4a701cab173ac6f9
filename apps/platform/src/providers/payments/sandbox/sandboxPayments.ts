import { randomBytes } from 'node:crypto';
import { cashierPaths } from '@portal/api';
import type { Platform } from '../../../context';
import { existingSecret, storedSecret } from '../../storedSecret';
import type {
  DepositIntent,
  PaymentEvent,
  PaymentsPort,
  Payout,
  SandboxIntent,
  WebhookDelivery,
} from '../PaymentsPort';
import { signWebhook, verifyWebhookSignature } from '../webhookSignature';
import { WebhookRejectedError } from '../WebhookRejectedError';

/** The header the sandbox PSP signs its webhooks in. */
export const sandboxSignatureHeader = 'x-sandbox-psp-signature';

/** The sandbox's hosted page, served by the platform (sandbox mode only). */
export const sandboxHostedPagePath = cashierPaths.sandboxPay;

/** The confirmations the sandbox chain waits for before a crypto payment counts. */
export const sandboxCryptoConfirmations = 3;

const limits = {
  /** The hosted page takes the payment for 30 minutes. */
  hostedPageMs: 30 * 60_000,
  /** What the sandbox PSP remembers of an intent, and of a payout. */
  intentKeptMs: 24 * 60 * 60_000,
  payoutKeptMs: 30 * 24 * 60 * 60_000,
} as const;

interface StoredIntent extends DepositIntent {
  accountId: number;
  amountMinor: number;
  currency: string;
  returnUrl: string;
  language: string;
  state: 'open' | 'succeeded' | 'failed';
  /** Crypto: the confirmations the chain has given so far. */
  confirmations: number;
}

/** A testnet-looking address (bech32 letters), unique per intent: nothing can be paid to it for real. */
const sandboxAddress = () => {
  const letters = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  return `tb1q${[...randomBytes(38)].map((byte) => letters[byte % 32]).join('')}`;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * The sandbox payment service provider. It keeps its intents and payouts in the shared store (Redis when
 * set, so every node sees them) as a remote PSP keeps them on its side, signs its webhooks like most PSPs
 * do (HMAC-SHA256 over the timestamp and the raw body, with a secret made once and kept in the settings),
 * and moves no real money: production refuses it unless ALLOW_SANDBOX_PROVIDERS names `payments`.
 */
export function sandboxPayments(platform: Platform): PaymentsPort {
  const { store } = platform;
  const secret = storedSecret(platform.db, 'paymentsWebhookSecret');
  // Checking never makes the key: a forged delivery before the first signed one writes nothing.
  const checkingSecret = existingSecret(platform.db, 'paymentsWebhookSecret');
  const read = async <T>(key: string): Promise<T | null> => {
    const raw = await store.get(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  };
  const write = (key: string, value: unknown, ttlMs: number) => store.set(key, JSON.stringify(value), ttlMs);

  /**
   * One record per reference, whichever node asks first: the record is written under its new id, then
   * the reference is claimed; a node that loses the claim drops its record and answers the winner's.
   */
  async function once<T extends { reference: string }>(
    kind: 'intent' | 'payout',
    ownId: string,
    made: T,
    same: (earlier: T) => boolean,
    ttlMs: number,
  ): Promise<T> {
    await write(`payments:${kind}:${ownId}`, made, ttlMs);
    if (await store.setIfAbsent(`payments:${kind}Ref:${made.reference}`, ownId, ttlMs)) return made;
    await store.delete(`payments:${kind}:${ownId}`);
    const earlierId = await store.get(`payments:${kind}Ref:${made.reference}`);
    const earlier = earlierId ? await read<T>(`payments:${kind}:${earlierId}`) : null;
    if (!earlier || !same(earlier)) {
      throw new Error(`Sandbox PSP: the ${kind} reference ${made.reference} was used for another request`);
    }
    return earlier;
  }

  async function deliver(event: PaymentEvent): Promise<WebhookDelivery> {
    const rawBody = Buffer.from(JSON.stringify(event));
    return {
      rawBody,
      headers: { [sandboxSignatureHeader]: signWebhook(await secret(), rawBody, platform.now()) },
    };
  }

  const publicIntent = (intent: StoredIntent): DepositIntent => ({
    intentId: intent.intentId,
    reference: intent.reference,
    expiresAt: intent.expiresAt,
    ...(intent.hostedPageUrl ? { hostedPageUrl: intent.hostedPageUrl } : {}),
    ...(intent.address
      ? { address: intent.address, requiredConfirmations: intent.requiredConfirmations }
      : {}),
  });

  const openIntent = async (intentId: string): Promise<StoredIntent> => {
    const intent = await read<StoredIntent>(`payments:intent:${intentId}`);
    if (!intent || intent.state !== 'open' || intent.expiresAt <= platform.now()) {
      throw new Error(`Sandbox PSP: no open payment ${intentId}`);
    }
    return intent;
  };

  /** Marks an intent paid or failed and answers the webhook the PSP sends for it. */
  async function settle(intent: StoredIntent, outcome: 'succeeded' | 'failed'): Promise<WebhookDelivery> {
    await write(`payments:intent:${intent.intentId}`, { ...intent, state: outcome }, limits.intentKeptMs);
    const base = {
      eventId: id('evt'),
      reference: intent.reference,
      occurredAt: platform.now(),
      intentId: intent.intentId,
    };
    return deliver(
      outcome === 'succeeded'
        ? { ...base, type: 'deposit.succeeded', amountMinor: intent.amountMinor, currency: intent.currency }
        : { ...base, type: 'deposit.failed', reason: 'The player declined the payment on the hosted page' },
    );
  }

  return {
    name: 'sandbox',

    async createDeposit(request) {
      const intentId = id('pi');
      const stored = await once<StoredIntent>(
        'intent',
        intentId,
        {
          intentId,
          reference: request.reference,
          ...(request.method === 'hostedPage'
            ? {
                hostedPageUrl: `${sandboxHostedPagePath}?intent=${intentId}&lang=${encodeURIComponent(request.language)}`,
              }
            : { address: sandboxAddress(), requiredConfirmations: sandboxCryptoConfirmations }),
          expiresAt: platform.now() + limits.hostedPageMs,
          accountId: request.accountId,
          amountMinor: request.amountMinor,
          currency: request.currency,
          returnUrl: request.returnUrl,
          language: request.language,
          state: 'open',
          confirmations: 0,
        },
        (earlier) =>
          earlier.accountId === request.accountId &&
          earlier.amountMinor === request.amountMinor &&
          earlier.currency === request.currency,
        limits.intentKeptMs,
      );
      return publicIntent(stored);
    },

    async verifyWebhook(delivery) {
      const key = await checkingSecret();
      if (!key) throw new WebhookRejectedError('signature');
      await verifyWebhookSignature({
        delivery,
        header: sandboxSignatureHeader,
        secret: key,
        store,
        now: platform.now(),
      });
      try {
        const event = JSON.parse(delivery.rawBody.toString('utf8')) as PaymentEvent;
        if (typeof event?.eventId !== 'string' || typeof event.type !== 'string') throw new TypeError();
        return event;
      } catch {
        throw new WebhookRejectedError('malformed');
      }
    },

    async requestPayout(request) {
      const payoutId = id('po');
      return once<Payout>(
        'payout',
        payoutId,
        {
          payoutId,
          reference: request.reference,
          state: 'pending',
          amountMinor: request.amountMinor,
          currency: request.currency,
        },
        (earlier) => earlier.amountMinor === request.amountMinor && earlier.currency === request.currency,
        limits.payoutKeptMs,
      );
    },

    payoutStatus: (payoutId) => read<Payout>(`payments:payout:${payoutId}`),

    sandbox: {
      async describeIntent(intentId): Promise<SandboxIntent | null> {
        const intent = await read<StoredIntent>(`payments:intent:${intentId}`);
        if (!intent) return null;
        return {
          intentId,
          reference: intent.reference,
          amountMinor: intent.amountMinor,
          currency: intent.currency,
          expiresAt: intent.expiresAt,
          returnUrl: intent.returnUrl,
          language: intent.language,
          open: intent.state === 'open' && intent.expiresAt > platform.now(),
        };
      },

      completeDeposit: async (intentId, outcome) => settle(await openIntent(intentId), outcome),

      async confirmCrypto(intentId) {
        const intent = await openIntent(intentId);
        const required = intent.requiredConfirmations ?? 0;
        if (!intent.address) throw new Error(`Sandbox PSP: ${intentId} is not a crypto payment`);
        const confirmations = intent.confirmations + 1;
        if (confirmations >= required) return settle({ ...intent, confirmations }, 'succeeded');
        await write(`payments:intent:${intentId}`, { ...intent, confirmations }, limits.intentKeptMs);
        return deliver({
          eventId: id('evt'),
          type: 'deposit.confirming',
          reference: intent.reference,
          occurredAt: platform.now(),
          intentId,
          confirmations,
          required,
        });
      },

      async settlePayout(payoutId, outcome) {
        const payout = await read<Payout>(`payments:payout:${payoutId}`);
        if (!payout || payout.state !== 'pending')
          throw new Error(`Sandbox PSP: no pending payout ${payoutId}`);
        const failureReason = 'The bank returned the transfer';
        const settled: Payout =
          outcome === 'paid' ? { ...payout, state: 'paid' } : { ...payout, state: 'failed', failureReason };
        await write(`payments:payout:${payoutId}`, settled, limits.payoutKeptMs);
        const base = {
          eventId: id('evt'),
          reference: payout.reference,
          occurredAt: platform.now(),
          payoutId,
        };
        return deliver(
          outcome === 'paid'
            ? { ...base, type: 'payout.paid', amountMinor: payout.amountMinor, currency: payout.currency }
            : { ...base, type: 'payout.failed', reason: failureReason },
        );
      },

      redeliver: (delivery) => deliver(JSON.parse(delivery.rawBody.toString('utf8')) as PaymentEvent),
    },
  };
}
