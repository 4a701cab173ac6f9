import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../context';
import type { PaymentEvent, WebhookDelivery } from '../providers/payments/PaymentsPort';
import { approveDeposit, confirmDeposit, rejectDeposit, type Settlement } from './settleDeposit';

/** What one event did to the deposit it names (payouts come with withdrawals). */
function settle(platform: Platform, event: PaymentEvent): Promise<Settlement> {
  switch (event.type) {
    case 'deposit.succeeded':
      return approveDeposit(platform, event.reference, event);
    case 'deposit.failed':
      return rejectDeposit(platform, event.reference, event.reason);
    case 'deposit.confirming':
      return confirmDeposit(platform, event.reference, event.confirmations);
    default:
      return Promise.resolve('unknown');
  }
}

/**
 * One webhook delivery from the PSP: the port checks its signature, time and freshness (throwing
 * `WebhookRejectedError`, answered 400 with nothing recorded), then the event settles its deposit. A
 * delivery the PSP retries after a lost answer comes signed anew and settles nothing twice: every
 * settlement is idempotent on the deposit's state. The event's ids go to the log, never the raw body.
 */
export async function acceptPaymentWebhook(
  platform: Platform,
  delivery: WebhookDelivery,
  log: FastifyBaseLogger,
): Promise<Settlement> {
  const event = await platform.payments.verifyWebhook(delivery);
  const settlement = await settle(platform, event);
  const entry = { eventId: event.eventId, type: event.type, reference: event.reference, settlement };
  if (settlement === 'mismatch' || settlement === 'unknown') log.error(entry, 'payment event not applied');
  else log.info(entry, 'payment event');
  return settlement;
}
