import { and, eq, lte } from 'drizzle-orm';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { withRetry } from '../db/retry';
import { inboxMessages, withdrawals } from '../db/schema';
import { findAccountById } from '../accounts/accounts';
import { formatMinor, houseWallet, mainWallet, playerWallet, transfer } from '../ledger/ledger';
import { pick } from '../system/contentSettings';
import { startSweeper } from '../system/startSweeper';
import { findPayoutAccount, maskNumber } from './payoutAccounts';
import { heldWalletKind } from './requestWithdrawal';
import type { WithdrawalRow } from './withdrawalRecords';
import { fillMessage, withdrawalMessages } from './withdrawalMessages';
import { readWithdrawSetting } from './withdrawSetting';

/** What settling did: the first settlement changes the withdrawal, a repeated one ('unchanged') nothing. */
export type WithdrawalSettlement = 'paid' | 'rejected' | 'unchanged' | 'unknown';

/** The house account paid-out withdrawals go to (what the payout provider paid for the house). */
export const payoutsHouseAccount = 'payouts';

/** Runs `work` on the withdrawal's row, locked, in one transaction; retried on a serialization failure. */
const withLockedWithdrawal = (
  platform: Platform,
  reference: string,
  work: (tx: Db, row: WithdrawalRow) => Promise<WithdrawalSettlement>,
) =>
  withRetry(() =>
    platform.db.transaction(async (outer) => {
      const tx = outer as unknown as Db;
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.reference, reference))
        .for('update');
      if (!row) return 'unknown' as const;
      return row.status === 'pending' ? work(tx, row) : ('unchanged' as const);
    }),
  );

/** Tells the member how their withdrawal was settled (once per withdrawal and outcome). */
async function notify(tx: Db, row: WithdrawalRow, outcome: 'paid' | 'rejected', now: Date) {
  const account = await findAccountById(tx, row.accountId);
  const payout = await findPayoutAccount(tx, row.accountId, row.payoutAccountId);
  const message = withdrawalMessages[outcome];
  const values = {
    amount: formatMinor(row.amountMinor),
    currency: row.currency,
    reference: row.reference,
    account: payout ? `${payout.institution} ${maskNumber(payout.number)}` : '',
  };
  await tx
    .insert(inboxMessages)
    .values({
      accountId: row.accountId,
      reference: `withdrawal:${outcome}:${row.reference}`,
      title: pick(message.title, account?.language),
      content: fillMessage(pick(message.content, account?.language), values),
      createdAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Pays a pending withdrawal out, exactly once: the row is locked, the held amount goes to the house's
 * payouts account, and the status, the receipt's deadline and the inbox message commit with it. The ledger's
 * unique (kind, reference) is the last guard.
 */
export async function payWithdrawal(platform: Platform, reference: string): Promise<WithdrawalSettlement> {
  const { autoReceiptMinutes } = await readWithdrawSetting(platform);
  return withLockedWithdrawal(platform, reference, async (tx, row) => {
    const held = await playerWallet(tx, row.accountId, heldWalletKind, row.currency);
    const house = await houseWallet(tx, payoutsHouseAccount, row.currency);
    await transfer(tx, {
      from: held.id,
      to: house.id,
      amount: row.amountMinor,
      kind: 'withdrawal-payout',
      reference,
    });
    const now = new Date(platform.now());
    await tx
      .update(withdrawals)
      .set({
        status: 'paid',
        settledAt: now,
        receipt: 'awaiting',
        receiptDueAt: new Date(now.getTime() + autoReceiptMinutes * 60_000),
      })
      .where(eq(withdrawals.id, row.id));
    await notify(tx, row, 'paid', now);
    return 'paid';
  });
}

/** Rejects a pending withdrawal, exactly once: the held amount returns to the member's main wallet. */
export function rejectWithdrawal(
  platform: Platform,
  reference: string,
  reason: string,
): Promise<WithdrawalSettlement> {
  return withLockedWithdrawal(platform, reference, async (tx, row) => {
    const held = await playerWallet(tx, row.accountId, heldWalletKind, row.currency);
    const main = await mainWallet(tx, row.accountId, row.currency);
    await transfer(tx, {
      from: held.id,
      to: main.id,
      amount: row.amountMinor,
      kind: 'withdrawal-return',
      reference,
    });
    const now = new Date(platform.now());
    await tx
      .update(withdrawals)
      .set({ status: 'rejected', settledAt: now, failureReason: reason })
      .where(eq(withdrawals.id, row.id));
    await notify(tx, row, 'rejected', now);
    return 'rejected';
  });
}

/**
 * The due work of withdrawals, for a sweep every node may run at once (each row is locked, so once):
 * in sandbox mode the sandbox payout provider pays pending withdrawals older than its configured delay;
 * paid withdrawals the member has not answered within the minutes count as received.
 */
export async function settleDueWithdrawals(platform: Platform): Promise<{ paid: number; received: number }> {
  const { db } = platform;
  const now = platform.now();
  let paid = 0;
  if (platform.config.sandbox) {
    const { sandboxPayAfterSeconds } = await readWithdrawSetting(platform);
    const due = await db
      .select({ reference: withdrawals.reference })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, 'pending'),
          lte(withdrawals.createdAt, new Date(now - sandboxPayAfterSeconds * 1000)),
        ),
      )
      .limit(100);
    for (const { reference } of due) {
      if ((await payWithdrawal(platform, reference)) === 'paid') paid += 1;
    }
  }
  const received = await db
    .update(withdrawals)
    .set({ receipt: 'received', receiptAuto: true, receiptAt: new Date(now) })
    .where(and(eq(withdrawals.receipt, 'awaiting'), lte(withdrawals.receiptDueAt, new Date(now))))
    .returning({ id: withdrawals.id });
  return { paid, received: received.length };
}

/** How often the sweep runs: the sandbox's delay is seconds, a receipt's deadline minutes. */
export const withdrawalSweepMs = { sandbox: 5_000, live: 60_000 } as const;

/** Runs `settleDueWithdrawals` on a timer until stopped (the server's, beside the expired-rows sweep). */
export const startWithdrawalSweeper = (platform: Platform, onError: (error: Error) => void) =>
  startSweeper(
    () => settleDueWithdrawals(platform),
    platform.config.sandbox ? withdrawalSweepMs.sandbox : withdrawalSweepMs.live,
    onError,
  );
