import type { PaymentPasswordRequest, PaymentPasswordValue } from '@portal/api';
import { paymentPasswordSchema } from '@portal/forms/rules';
import { eq } from 'drizzle-orm';
import type { Account } from '../accounts/accounts';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import type { Platform } from '../context';
import { accounts, inboxMessages } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { reserveSecretCheck } from '../limits/passwordChangeThrottle';
import { pick } from '../system/contentSettings';
import { withdrawalMessages } from './withdrawalMessages';

/**
 * Checks the payment password a withdrawal gives, counted before the hash is compared (a stolen session
 * gets no more guesses than a login): none set is PAYMENT_PASSWORD_REQUIRED, a wrong one
 * PAYMENT_PASSWORD_WRONG, and a right one gives the account its checks back.
 */
export async function checkPaymentPassword(
  platform: Platform,
  account: Account,
  password: string,
  ip: string,
): Promise<void> {
  if (!account.paymentPasswordHash) throw new ApiError('PAYMENT_PASSWORD_REQUIRED');
  const check = await reserveSecretCheck(platform, 'paymentPasswordChecksPerAccount', account.id, ip);
  if (!(await verifyPassword(account.paymentPasswordHash, password))) {
    throw new ApiError('PAYMENT_PASSWORD_WRONG');
  }
  await check.succeeded();
}

/**
 * Sets the payment password (the first time, proved by the login password) or changes it (proved by the
 * current payment password), hashed with argon2id; the member's inbox says it changed, so a change the
 * member did not make is seen.
 */
export async function setPaymentPassword(
  platform: Platform,
  account: Account,
  request: PaymentPasswordRequest,
  ip: string,
): Promise<PaymentPasswordValue> {
  const isSet = account.paymentPasswordHash !== null;
  const values = parseInput(paymentPasswordSchema({ isSet }), request);
  if (isSet) {
    await checkPaymentPassword(platform, account, values.oldPaymentPassword, ip);
  } else {
    const check = await reserveSecretCheck(platform, 'passwordChecksPerAccount', account.id, ip);
    if (!(await verifyPassword(account.passwordHash, values.loginPassword))) {
      throw new ApiError('OLD_PASSWORD_WRONG');
    }
    await check.succeeded();
  }
  const changedAt = new Date(platform.now());
  const hash = await hashPassword(values.newPaymentPassword);
  await platform.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ paymentPasswordHash: hash, paymentPasswordChangedAt: changedAt })
      .where(eq(accounts.id, account.id));
    const message = isSet ? withdrawalMessages.paymentPasswordChanged : withdrawalMessages.paymentPasswordSet;
    await tx.insert(inboxMessages).values({
      accountId: account.id,
      title: pick(message.title, account.language),
      content: pick(message.content, account.language),
      createdAt: changedAt,
    });
  });
  return { paymentPasswordSet: true, changedAt: changedAt.toISOString() };
}
