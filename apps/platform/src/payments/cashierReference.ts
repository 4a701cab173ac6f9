import { createHash } from 'node:crypto';

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const prefixes = { deposit: 'D', withdrawal: 'W', upline: 'U' } as const;

/**
 * Our reference of a deposit (D...), a withdrawal (W...) or a transfer to upline (U...): derived from the
 * member and the request's idempotency key, so a transaction that rolls back and runs again (a deposit's
 * PSP intent asked again) gets the same reference, never a second one. 16 characters a bank clerk can read.
 */
export function cashierReference(
  kind: 'deposit' | 'withdrawal' | 'upline',
  accountId: number,
  idempotencyKey: string,
) {
  const digest = createHash('sha256').update(`${kind}:${accountId}:${idempotencyKey}`).digest();
  const prefix = prefixes[kind];
  return `${prefix}${[...digest.subarray(0, 15)].map((byte) => letters[byte % letters.length]).join('')}`;
}
