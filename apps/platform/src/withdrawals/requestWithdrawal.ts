import { ok, type WithdrawRequest } from '@portal/api';
import { minorAmountRule } from '@portal/forms/rules';
import { eq } from 'drizzle-orm';
import type { Account } from '../accounts/accounts';
import type { Platform } from '../context';
import { accounts, withdrawals } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { parseInput } from '../failures/parseInput';
import { idempotent, type StoredResponse } from '../ledger/idempotency';
import { mainWallet, playerWallet, transfer } from '../ledger/ledger';
import { cashierReference } from '../payments/cashierReference';
import { checkPaymentPassword } from './paymentPassword';
import { findPayoutAccount } from './payoutAccounts';
import { withdrawalRecordOf } from './withdrawalRecords';
import { readWithdrawSetting, withdrawalsToday } from './withdrawSetting';
import { refuseTrial } from '../accounts/refuseTrial';

/** The member's own wallet a requested withdrawal waits in until it is paid or rejected. */
export const heldWalletKind = 'held';

/**
 * Requests a withdrawal, once per idempotency key: the amount within the site's limits (the shared rule the
 * form runs), a payout account of the member's, the payment password; then, in one transaction, the
 * member's row locked (so the daily count holds when requests arrive together, on any node), the count
 * checked, and the amount moved from the main wallet to the member's held wallet, so the balance drops at
 * once and the ledger shows where the money is. Beyond the balance, nothing moves (INSUFFICIENT_FUNDS).
 * The payment password is checked before the key is claimed and is never part of what the key stores.
 */
export async function requestWithdrawal(
  platform: Platform,
  account: Account,
  request: WithdrawRequest,
  options: { idempotencyKey: string; ip: string },
): Promise<StoredResponse> {
  refuseTrial(platform.config, account);
  const setting = await readWithdrawSetting(platform);
  parseInput(minorAmountRule(setting), request.amountMinor);
  const payout = await findPayoutAccount(platform.db, account.id, request.payoutAccountId);
  if (!payout) throw new ApiError('NOT_FOUND');
  await checkPaymentPassword(platform, account, request.paymentPassword, options.ip);
  const { idempotencyKey } = options;
  return idempotent(
    platform.db,
    {
      scope: `withdraw:${account.id}`,
      key: idempotencyKey,
      request: { amountMinor: request.amountMinor, payoutAccountId: request.payoutAccountId },
      now: platform.now(),
    },
    async (tx) => {
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id)).for('update');
      const now = platform.now();
      const today = await withdrawalsToday(tx, account.id, now);
      if (today >= setting.dailyCount) throw new ApiError('WITHDRAW_DAILY_LIMIT');
      const reference = cashierReference('withdrawal', account.id, idempotencyKey);
      const main = await mainWallet(tx, account.id, account.currency);
      const held = await playerWallet(tx, account.id, heldWalletKind, account.currency);
      await transfer(tx, {
        from: main.id,
        to: held.id,
        amount: request.amountMinor,
        kind: 'withdrawal-hold',
        reference,
      });
      const [row] = await tx
        .insert(withdrawals)
        .values({
          reference,
          accountId: account.id,
          payoutAccountId: payout.id,
          amountMinor: request.amountMinor,
          currency: account.currency,
          createdAt: new Date(now),
        })
        .returning();
      return { statusCode: 200, body: ok(withdrawalRecordOf(row!, payout)) };
    },
  );
}
