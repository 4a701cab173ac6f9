import type { WithdrawalReceiptRequest, WithdrawalRecord } from '@portal/api';
import { formatRuleMessage } from '@portal/forms/rules';
import { and, eq } from 'drizzle-orm';
import type { Account } from '../accounts/accounts';
import { decodeFeedbackImage } from '../content/decodeFeedbackImage';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { withdrawals } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { BadInputError } from '../failures/BadInputError';
import { findPayoutAccount } from './payoutAccounts';
import { withdrawalRecordOf } from './withdrawalRecords';

/** Which answers each receipt state takes: a not-received payout can still arrive in full. */
const answersFrom: Record<string, readonly WithdrawalReceiptRequest['receipt'][]> = {
  awaiting: ['received', 'notReceived'],
  notReceived: ['fullyReceived'],
};

/**
 * The member's word on a paid withdrawal (spec 4, withdrawal confirmation): received, or not received with
 * a proof image (the feedback images' rules), and later fully received. The row is locked; the same answer
 * again changes nothing and answers the record; an answer the state does not take is PAYMENT_CLOSED (one
 * counted as received once its minutes passed, say).
 */
export async function confirmReceipt(
  platform: Platform,
  account: Account,
  request: WithdrawalReceiptRequest,
): Promise<WithdrawalRecord> {
  const proof = request.proofImage ? decodeFeedbackImage(request.proofImage) : undefined;
  if (request.receipt === 'notReceived' && !proof) {
    throw new BadInputError(formatRuleMessage('cashier.proofRequired'));
  }
  return platform.db.transaction(async (outer) => {
    const tx = outer as unknown as Db;
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.accountId, account.id), eq(withdrawals.reference, request.reference)))
      .for('update');
    if (!row) throw new ApiError('NOT_FOUND');
    const payout = await findPayoutAccount(tx, account.id, row.payoutAccountId);
    if (row.receipt === request.receipt) return withdrawalRecordOf(row, payout);
    if (row.status !== 'paid' || !answersFrom[row.receipt ?? '']?.includes(request.receipt)) {
      throw new ApiError('PAYMENT_CLOSED');
    }
    const [updated] = await tx
      .update(withdrawals)
      .set({
        receipt: request.receipt,
        receiptAt: new Date(platform.now()),
        ...(proof ? { proofImage: proof.bytes, proofImageType: proof.mimeType } : {}),
      })
      .where(eq(withdrawals.id, row.id))
      .returning();
    return withdrawalRecordOf(updated!, payout);
  });
}
