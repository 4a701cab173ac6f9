/**
 * The cashier's contract: deposits through the payments port. Amounts are integer minor units of the
 * member's currency (2 decimals, as the spec shows balances); times are ISO 8601.
 */

/** How a deposit is paid: the PSP's hosted page, a bank transfer with a reference code, or crypto. */
export const depositChannels = ['ewallet', 'bank', 'crypto'] as const;
export type DepositChannel = (typeof depositChannels)[number];

/** Where a deposit stands; every status but pending is final. */
export const depositStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** One channel on offer, with the amounts it takes (site configuration). */
export interface DepositChannelOption {
  channel: DepositChannel;
  minMinor: number;
  maxMinor: number;
}

/** `GET /wps/cashier/deposit/channels`: the channels the member may deposit through. */
export interface DepositChannelsValue {
  currency: string;
  currencySymbol: string;
  channels: DepositChannelOption[];
}

/** `POST /wps/cashier/deposit` (an idempotency key required). */
export interface DepositRequest {
  channel: DepositChannel;
  amountMinor: number;
  /**
   * Where the PSP's hosted page sends the player back (e-wallet): a path of the portal, or an URL on one of
   * the platform's allowed origins. The reference is added to its query.
   */
  returnUrl: string;
}

/** One deposit as the member sees it. */
export interface DepositRecord {
  reference: string;
  channel: DepositChannel;
  amountMinor: number;
  currency: string;
  status: DepositStatus;
  createdAt: string;
  /** When it was approved, rejected or expired. */
  settledAt?: string;
  /** Until when it can be paid; a pending deposit expires then. */
  expiresAt: string;
  /** E-wallet: the PSP's page to pay on, an absolute URL (while pending). */
  hostedPageUrl?: string;
  /** Bank transfer: the code to write on the transfer. Crypto: the address to pay to. */
  payInstruction?: string;
  /** Crypto, while pending (one deposit, not the list): the address as a QR code, an SVG data URI. */
  payQr?: string;
  /** Crypto: the confirmations seen and those needed. */
  confirmations?: number;
  requiredConfirmations?: number;
}

/** `GET /wps/cashier/deposit?reference=`. */
export interface DepositQuery {
  reference: string;
}

/** `GET /wps/cashier/deposits`: newest first, a page at a time (`before` is the last reference seen). */
export interface DepositsQuery {
  before?: string;
  pageSize?: number;
}

export interface DepositsValue {
  list: DepositRecord[];
  /** Pass as `before` for the next page; absent on the last page. */
  next?: string;
}

/** `GET /wps/sandbox/pay/page?intent=`: what the sandbox provider's hosted page shows. */
export interface SandboxPayPageValue {
  lang: 'ar' | 'en';
  intent: string;
  merchant: string;
  amountMinor: number;
  currency: string;
  expiresAt: string;
  /** The intent is still open: the page offers pay and decline. */
  open: boolean;
  /** Back to the portal (a closed payment's page links there). */
  returnUrl: string;
}

/** `POST /wps/sandbox/pay/choice`: the player's choice on the hosted page. */
export interface SandboxPayChoiceRequest {
  intent: string;
  outcome: 'pay' | 'decline' | 'abandon';
}

/** Where the hosted page sends the player next (back to the portal). */
export interface SandboxPayChoiceValue {
  returnUrl: string;
}

/** `POST /wps/sandbox/crypto/confirm`: the sandbox chain confirms a crypto deposit once more. */
export interface SandboxCryptoConfirmRequest {
  reference: string;
}
