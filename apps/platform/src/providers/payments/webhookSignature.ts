import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SharedStore } from '../../store/sharedStore';
import type { WebhookDelivery } from './PaymentsPort';
import { WebhookRejectedError } from './WebhookRejectedError';

/** How far a delivery's timestamp may be from our clock, either way (Stripe's default too). */
export const webhookToleranceMs = 5 * 60_000;

const signatureOf = (secret: Uint8Array, timestamp: number, rawBody: Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();

/** The header value of a delivery signed now: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t." + raw body>`. */
export function signWebhook(secret: Uint8Array, rawBody: Buffer, now: number): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody).toString('hex')}`;
}

function headerOf(delivery: WebhookDelivery, name: string): string | undefined {
  const value = delivery.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a `t=...,v1=...` signature header: an HMAC-SHA256 over the timestamp and the raw body that
 * matches one of the `v1` values (a PSP sends several while it rolls its secret), a timestamp within
 * the tolerance, and a delivery not seen before. The seen deliveries are kept in the shared store for
 * twice the tolerance, so every node refuses a captured request sent again; older ones fail the timestamp.
 */
export async function verifyWebhookSignature(options: {
  delivery: WebhookDelivery;
  header: string;
  secret: Uint8Array;
  store: SharedStore;
  now: number;
  toleranceMs?: number;
}): Promise<void> {
  const { delivery, secret, store, now, toleranceMs = webhookToleranceMs } = options;
  const header = headerOf(delivery, options.header);
  if (!header) throw new WebhookRejectedError('signature');
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string?]);
  const timestamps = parts.filter(([key]) => key === 't').map(([, value]) => value ?? '');
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]!) || signatures.length === 0) {
    throw new WebhookRejectedError('signature');
  }
  const timestamp = Number(timestamps[0]);
  const expected = signatureOf(secret, timestamp, delivery.rawBody);
  const matches = signatures.some((signature) => {
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookRejectedError('signature');
  if (Math.abs(now - timestamp * 1000) > toleranceMs) throw new WebhookRejectedError('timestamp');
  const seen = createHash('sha256').update(header).digest('base64url');
  if (!(await store.setIfAbsent(`payments:webhook:${seen}`, '1', 2 * toleranceMs))) {
    throw new WebhookRejectedError('replay');
  }
}
