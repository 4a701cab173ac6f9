import type { LedgerCategory } from '@portal/api';

/**
 * What a ledger transaction's kind counts as in the account record's filter (migration 0009 maps the
 * entries written before it the same way; the transfers to upline came after it, with migration 0011). A
 * kind it does not know is an adjustment.
 */
export function ledgerCategoryOf(kind: string): LedgerCategory {
  if (kind === 'deposit') return 'deposit';
  if (kind.startsWith('withdrawal-')) return 'withdrawal';
  if (kind === 'wallet-transfer' || kind === 'wallet-recall') return 'transfer';
  // A transfer to upline: out of the member's wallet, into the agent's (both through the house's clearing account).
  if (kind === 'upline-transfer-out' || kind === 'upline-transfer-in') return 'transfer';
  if (kind === 'game-round') return 'game';
  return 'adjustment';
}
