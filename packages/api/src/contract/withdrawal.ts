/**
 * The withdrawal's contract: the payment password, the payout accounts money is paid to, and the
 * withdrawals themselves. Amounts are integer minor units of the member's currency; times are ISO 8601.
 */

/** What a payout account is: a bank card or an e-wallet. */
export const payoutAccountKinds = ['bank', 'ewallet'] as const;
export type PayoutAccountKind = (typeof payoutAccountKinds)[number];

/** A bound payout account as the member sees it: its number only masked ("•••• 4821"). */
export interface PayoutAccount {
  id: number;
  kind: PayoutAccountKind;
  /** The bank's or the e-wallet's name, as the member typed it. */
  institution: string;
  holderName: string;
  /** The last 4 characters of the number, after a mask. */
  maskedNumber: string;
  createdAt: string;
}

/** `GET /wps/member/payout-accounts`. */
export interface PayoutAccountsValue {
  list: PayoutAccount[];
  /** How many accounts a member may bind. */
  maxAccounts: number;
  /**
   * The member's mobile number, masked, where the binding code goes; absent when the member has none yet
   * (the binding form then asks for one, and binding keeps it on the account).
   */
  maskedMobile?: string;
}

/**
 * `POST /wps/verification/sms/bind`: a code for binding a payout account, sent to the member's own mobile,
 * or, for a member without one, to the number given here.
 */
export interface BindCodeRequest {
  countryDialingCode?: string;
  mobileNum?: string;
}

export interface BindCodeValue {
  expiredMinutes: number;
  /** Where the code went, masked. */
  maskedMobile: string;
}

/** `PUT /wps/member/payout-accounts`: binds a payout account with the SMS code. */
export interface PayoutAccountRequest {
  kind: PayoutAccountKind;
  institution: string;
  holderName: string;
  accountNumber: string;
  verificationCode: string;
  /** Only for a member without a mobile number: the number the code went to. */
  countryDialingCode?: string;
  mobileNum?: string;
}

/**
 * `PUT /wps/member/payment-password`: sets the payment password (proved by the login password) or changes
 * it (proved by the current payment password).
 */
export interface PaymentPasswordRequest {
  /** When none is set yet. */
  loginPassword?: string;
  /** When one is set. */
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

export interface PaymentPasswordValue {
  paymentPasswordSet: true;
  changedAt: string;
}

/** `GET /wps/cashier/withdraw/options`: what the withdraw form needs besides the payout accounts. */
export interface WithdrawOptionsValue {
  currency: string;
  currencySymbol: string;
  minMinor: number;
  maxMinor: number;
  /** Withdrawals a member may request in a day (UTC), and those requested today. */
  dailyCount: number;
  usedToday: number;
  paymentPasswordSet: boolean;
  /** The main wallet's balance: the most that can be withdrawn now. */
  balanceMinor: number;
}

/** `POST /wps/cashier/withdraw` (an idempotency key required). */
export interface WithdrawRequest {
  amountMinor: number;
  payoutAccountId: number;
  paymentPassword: string;
}

/** Where a withdrawal stands: pending (held) until the operator pays or rejects it. */
export const withdrawalStatuses = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * The member's word on a paid withdrawal: awaiting it; received; not received (with a proof image); fully
 * received (a not-received one that arrived after all). Treated as received after the server's minutes.
 */
export const withdrawalReceipts = ['awaiting', 'received', 'notReceived', 'fullyReceived'] as const;
export type WithdrawalReceipt = (typeof withdrawalReceipts)[number];

/** The answers a member gives: awaiting is the platform's. */
export type WithdrawalReceiptAnswer = Exclude<WithdrawalReceipt, 'awaiting'>;

export interface WithdrawalRecord {
  reference: string;
  amountMinor: number;
  currency: string;
  status: WithdrawalStatus;
  payoutAccount: Pick<PayoutAccount, 'kind' | 'institution' | 'maskedNumber'>;
  createdAt: string;
  /** When it was paid or rejected. */
  settledAt?: string;
  /** Paid withdrawals only. */
  receipt?: WithdrawalReceipt;
  /** Until when the member may answer before it counts as received (paid and awaiting). */
  receiptDueAt?: string;
  /** The receipt was the platform's, once its minutes had passed. */
  receiptAuto?: boolean;
}

/** `GET /wps/cashier/withdrawals`: newest first, a page at a time. */
export interface WithdrawalsQuery {
  before?: string;
  pageSize?: number;
}

export interface WithdrawalsValue {
  list: WithdrawalRecord[];
  next?: string;
}

/** `POST /wps/cashier/withdrawal/receipt`. */
export interface WithdrawalReceiptRequest {
  reference: string;
  receipt: WithdrawalReceiptAnswer;
  /** With notReceived: a proof image as a data URL (the feedback images' rules). */
  proofImage?: string;
}
