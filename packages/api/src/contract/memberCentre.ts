/** `GET /wps/relay/CSP_unreadCount` (not for trial accounts). */
export interface UnreadCountValue {
  unreadCount: number;
}

/**
 * `GET /wps/member/info/consolidated` (not for trial accounts): the counters of the header and the
 * member centre (spec section 3, balance and counters).
 */
export interface ConsolidatedValue {
  currencySymbol: string;
  /** ISO country of the member (their mobile number's, else the visitor's, else the brand's home market). */
  countryCode: string;
  unreadMessage: number;
  /** Promotions running now. */
  availablePromoCount: number;
  availablePromo: { REFERRAL: { enabled: boolean } };
  /** The site runs a VIP programme (the VIP menu shows). */
  hasVip: boolean;
  /** The member's VIP rank name in their language; '' without a rank. */
  vipLabelName: string;
  /** 0 without a rank. */
  vipRankLevel: number;
}

/** `GET /wps/member/info/funds/consolidated`: the main wallet, from the ledger. */
export interface ConsolidatedFundsValue {
  /** 2 decimals. */
  balance: string;
  /** Integer minor units. */
  balanceMinor: number;
  currencySymbol: string;
}

/**
 * `POST /wps/member/firstLogin` (the platform's path; the spec names the action only): the portal has
 * welcomed the account's first login. Until it says so, each login still answers `firstTimeLogin`.
 */
export interface FirstLoginValue {
  /** When the first login was welcomed (epoch ms); the first call's time on every later call. */
  firstLoginAt: number;
}

/** `POST /wps/member/language`: one of the site's languages. */
export interface LanguageUpdateRequest {
  language: string;
}

export interface LanguageUpdateValue {
  language: string;
}
