/**
 * Transfer to upline (spec 2.6 `transferUpline`): a member who joined under an agent sends money from
 * their main wallet to that agent's, where the site allows it, within the site's limits, with the payment
 * password. The platform moves it through a house clearing account (money never goes straight from one
 * player's wallet to another's) and keeps an audit row of each transfer. Amounts are integer minor units of
 * the member's currency; times are ISO 8601; days are UTC days.
 */

/** The most characters a transfer's note may have. */
export const uplineNoteMaxLength = 200;

/**
 * Why a member may not transfer to an upline: the site has switched the feature off ('disabled'), or the
 * member has no agent to transfer to ('noAgent': not a member under an agent, or one whose agent keeps
 * another currency).
 */
export const uplineTransferRefusals = ['disabled', 'noAgent'] as const;
export type UplineTransferRefusal = (typeof uplineTransferRefusals)[number];

/** The site's limits on transfers to an upline, in minor units of the member's currency. */
export interface UplineTransferLimits {
  /** The amounts one transfer may take. */
  minMinor: number;
  maxMinor: number;
  /** Transfers a member may make in a day (UTC). */
  dailyCount: number;
  /** The most a member may transfer in a day (UTC), all transfers together. */
  dailyMaxMinor: number;
}

/** The agent a transfer goes to, as the member sees them: the nickname, or the username masked ('ag***1'). */
export interface UplineAgent {
  name: string;
}

/** `GET /wps/member/upline-transfer`: whether the member may transfer to their agent, and within what. */
export interface UplineTransferOptionsValue {
  allowed: boolean;
  /** Why not, when `allowed` is false. */
  reason?: UplineTransferRefusal;
  /** The member's agent, when they have one to transfer to. */
  agent?: UplineAgent;
  currency: string;
  limits: UplineTransferLimits;
  /** The member's transfers today (UTC): how many, and their amounts together. */
  usedToday: { count: number; amountMinor: number };
  /** Whether the member has a payment password (a transfer asks for it). */
  paymentPasswordSet: boolean;
  /** The main wallet's balance: the most that can be transferred now. */
  balanceMinor: number;
}

/** `POST /wps/member/upline-transfer` (an idempotency key required). */
export interface UplineTransferRequest {
  amountMinor: number;
  paymentPassword: string;
  /** For the agent, at most `uplineNoteMaxLength` characters. */
  note?: string;
}

/** A transfer made: its reference, the main wallet's balance after it, and when. */
export interface UplineTransferValue {
  reference: string;
  balanceMinor: number;
  createdAt: string;
}

/** One of the member's transfers to their upline. */
export interface UplineTransferRecord {
  reference: string;
  amountMinor: number;
  currency: string;
  agent: UplineAgent;
  note?: string;
  createdAt: string;
}

/** `GET /wps/member/upline-transfers`: newest first, a page at a time (`before`: the last reference seen). */
export interface UplineTransfersQuery {
  before?: string;
  pageSize?: number;
}

export interface UplineTransfersValue {
  list: UplineTransferRecord[];
  next?: string;
}
