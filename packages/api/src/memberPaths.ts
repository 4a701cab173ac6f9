/**
 * The member centre's own paths beyond the cashier's (the platform's), kept apart from `paths` like
 * `cashierPaths`: the home page carries none of them.
 */
export const memberPaths = {
  /** The member's platform messages (GET lists, DELETE removes one), and reading them. */
  messages: '/wps/member/messages',
  messagesRead: '/wps/member/messages/read',
  /** The member's wallets with their balances, and every vendor wallet's money back to the main one. */
  wallets: '/wps/member/wallets',
  walletsRecall: '/wps/member/wallets/recall',
  /** The member's records: rounds and ledger entries (each with its CSV export), and my income. */
  betRecords: '/wps/member/records/bets',
  betRecordsExport: '/wps/member/records/bets/export',
  ledgerRecords: '/wps/member/records/ledger',
  ledgerRecordsExport: '/wps/member/records/ledger/export',
  income: '/wps/member/records/income',
  /** The member's recent logins (the security centre's login history). */
  loginHistory: '/wps/member/logins',
  /** The member's profile (the security centre's): GET reads it, PUT changes part of it. */
  profile: '/wps/member/profile',
  /** Transfer to upline: what the member may transfer (GET) and a transfer (POST); the member's transfers. */
  uplineTransfer: '/wps/member/upline-transfer',
  uplineTransfers: '/wps/member/upline-transfers',
  /** The operator writes a message to a member. */
  operatorMessage: '/wps/operator/message',
} as const;
