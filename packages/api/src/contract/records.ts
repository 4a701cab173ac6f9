/**
 * The member's records (spec 2.6): the betting record (`personalHistoryCopy`), the account record
 * (`transactionHistory`) and my income (`personalProfit`). Every amount is computed by the platform from
 * the ledger and the rounds, in integer minor units of the member's currency.
 *
 * Records count days in UTC (the platform's day, the one the daily withdrawal count uses): `from` and
 * `to` are whole days, `YYYY-MM-DD`, both included, within the last 12 months (`recordHistoryDays`).
 */

/** How many days back a member can read their own records (12 months of self-service history). */
export const recordHistoryDays = 366;

/** The most rows one page of a record holds. */
export const recordPageSizeMax = 100;

/** What a round came to for the member: the payout above, below or equal to the stake. */
export const betOutcomes = ['won', 'lost', 'even'] as const;
export type BetOutcome = (typeof betOutcomes)[number];

/** The filters every record takes: the days, and where the previous page ended. */
export interface RecordPeriodQuery {
  /** The first day, `YYYY-MM-DD` (UTC). */
  from: string;
  /** The last day, `YYYY-MM-DD` (UTC), included; not before `from`. */
  to: string;
}

export interface RecordPageQuery extends RecordPeriodQuery {
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string;
  /** 1 to `recordPageSizeMax`; 20 by default. */
  pageSize?: number;
  /** The language of the names (games, vendors, wallets); the request's language by default. */
  language?: string;
}

/** A filter's choice: its code and its name in the member's language. */
export interface RecordOption {
  code: string;
  name: string;
}

/** `GET /wps/member/records/bets`: the member's rounds, newest first. */
export interface BetRecordsQuery extends RecordPageQuery {
  /** A game type code (`RNG`, `LOTT`, `PVP`...). */
  gameType?: string;
  /** A vendor (its `vassalage`). */
  vendor?: string;
  outcome?: BetOutcome;
}

/** One round of a game, as the betting record shows it. */
export interface BetRecord {
  /** The round's id (a decimal string: the platform counts rounds in 64 bits). */
  id: string;
  createdAt: string;
  gameName: string;
  gameType: string;
  vendor: string;
  vendorName: string;
  stakeMinor: number;
  payoutMinor: number;
  /** The payout minus the stake. */
  netMinor: number;
  outcome: BetOutcome;
  /** The main wallet's balance once the round was settled. */
  balanceAfterMinor: number;
}

/** The betting record's totals over every round the filters select (every page, not only this one). */
export interface BetTotals {
  rounds: number;
  stakeMinor: number;
  payoutMinor: number;
  netMinor: number;
}

export interface BetRecordsValue {
  list: BetRecord[];
  /** Pass as `cursor` for the next page; absent on the last page. */
  next?: string;
  totals: BetTotals;
  currency: string;
  /** The game types and vendors the member played in the period, for the filters. */
  gameTypes: RecordOption[];
  vendors: RecordOption[];
}

/** What moved money, as the account record groups it for its filter. */
export const ledgerCategories = ['deposit', 'withdrawal', 'transfer', 'game', 'adjustment'] as const;
export type LedgerCategory = (typeof ledgerCategories)[number];

/** `GET /wps/member/records/ledger`: the entries of one of the member's wallets, newest first. */
export interface LedgerRecordsQuery extends RecordPageQuery {
  /** 'main' (by default), 'held' (withdrawals waiting to be paid), or a vendor's wallet (its name). */
  wallet?: string;
  category?: LedgerCategory;
}

/** One ledger entry of the member's wallet. */
export interface LedgerRecord {
  /** The entry's id (a decimal string). */
  id: string;
  createdAt: string;
  /**
   * What moved the money: 'deposit', 'withdrawal-hold', 'withdrawal-payout', 'withdrawal-return',
   * 'wallet-transfer', 'wallet-recall', 'game-round', 'seed-credit', 'sandbox-deposit',
   * 'sandbox-withdraw', 'upline-transfer-out', 'upline-transfer-in' (`ledgerKinds`); a client names the
   * ones it does not know by their category.
   */
  kind: string;
  category: LedgerCategory;
  /** Signed: positive money came in. */
  amountMinor: number;
  balanceBeforeMinor: number;
  balanceAfterMinor: number;
  /** The deposit's or withdrawal's reference, a round's game; absent when there is none. */
  reference?: string;
}

/** The kinds of ledger entry the platform writes today (a client names each; a newer one by its category). */
export const ledgerKinds = [
  'deposit',
  'withdrawal-hold',
  'withdrawal-payout',
  'withdrawal-return',
  'wallet-transfer',
  'wallet-recall',
  'game-round',
  'seed-credit',
  'sandbox-deposit',
  'sandbox-withdraw',
  'upline-transfer-out',
  'upline-transfer-in',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** The account record's totals over every entry the filters select. */
export interface LedgerTotals {
  entries: number;
  /** The money that came in (a positive sum). */
  creditMinor: number;
  /** The money that went out (a positive sum). */
  debitMinor: number;
  /** In minus out. */
  netMinor: number;
}

export interface LedgerRecordsValue {
  list: LedgerRecord[];
  next?: string;
  totals: LedgerTotals;
  currency: string;
  /** The wallet shown, and the member's wallets to choose from ('main' first, its name is ''). */
  wallet: string;
  wallets: RecordOption[];
}

/** How my income groups the days. */
export const incomePeriods = ['day', 'week', 'month'] as const;
export type IncomePeriod = (typeof incomePeriods)[number];

/** `GET /wps/member/records/income`. */
export interface IncomeQuery extends RecordPeriodQuery {
  /** 'day' by default. Weeks start on Monday; both ends are cut to the period asked. */
  period?: IncomePeriod;
}

/** One day, week or month of the member's results. */
export interface IncomePoint {
  /** The period's first day within the range, `YYYY-MM-DD`. */
  start: string;
  rounds: number;
  stakeMinor: number;
  payoutMinor: number;
  /** Payout minus stake: what the games gave (negative: what they took). */
  netMinor: number;
  /** Money deposited to the main wallet. */
  depositMinor: number;
  /** Money withdrawn (held at request, less what a rejection returned). */
  withdrawalMinor: number;
  /** Deposits minus withdrawals. */
  netDepositMinor: number;
}

export interface IncomeValue {
  /** Every period of the range, oldest first, the empty ones too (a chart's axis has no gaps). */
  points: IncomePoint[];
  /** The whole range's sums. */
  totals: Omit<IncomePoint, 'start'>;
  currency: string;
}
