/** Who is looking at the header: a visitor (log in or register) or a signed-in member. */
export type SiteHeaderSession = SiteHeaderVisitorSession | SiteHeaderMemberSession;

export interface SiteHeaderVisitorSession {
  kind: 'visitor';
  /** Opens the login popup (the route /login does the same). */
  onLogin: () => void;
  /** Opens the registration modal. */
  onRegister: () => void;
}

/** Where the account menu's entries go; rendered through the provider's `linkComponent`. */
export interface SiteHeaderMemberLinks {
  /** My account (the member centre). */
  account: string;
  /** The agent centre; shown only when the member `isAgent`. */
  agent?: string;
  bettingRecord: string;
  income: string;
  /** Platform messages (the inbox). */
  messages: string;
  security: string;
}

export interface SiteHeaderBalance {
  /** The balance in integer minor units (cents); `undefined` while it is first loading. */
  amountMinor: number | undefined;
  /** The ISO currency code, for example `USD`; it names the balance for screen readers. */
  currency: string;
  /** The symbol shown before the figures, for example `$`. */
  currencySymbol: string;
}

export interface SiteHeaderMemberSession {
  kind: 'member';
  /** The login name. */
  account: string;
  /** A display name shown instead of the account when set. */
  nickname?: string;
  /** The member's ID, shown with a copy button. */
  id: string | number;
  /** The avatar's url; the default avatar shows without it or when it fails to load. */
  avatarUrl?: string;
  /** The VIP level's label, for example "VIP 3"; no badge without it. */
  vipLabel?: string;
  /** Agents get an Agent centre entry in the account menu. */
  isAgent: boolean;
  /** Unread platform messages: a count on the menu button and on the messages entry. */
  unreadMessages: number;
  balance: SiteHeaderBalance;
  /** Asks for a fresh balance. */
  onRefreshBalance: () => void;
  /** A balance refresh is under way: the icon spins and presses are ignored. */
  refreshing?: boolean;
  /** Controlled: whether the balance shows as stars. Pair with `onBalanceHiddenChange`. */
  balanceHidden?: boolean;
  /** Uncontrolled: whether the balance starts as stars; `true` by default, as the spec asks. */
  defaultBalanceHidden?: boolean;
  /** Called when the member shows or hides the balance (a host may remember it for the session). */
  onBalanceHiddenChange?: (hidden: boolean) => void;
  onDeposit: () => void;
  onWithdraw: () => void;
  onSignOut: () => void;
  links: SiteHeaderMemberLinks;
}

/** The name the header shows for a member: the nickname when set, else the account. */
export const memberDisplayName = (member: Pick<SiteHeaderMemberSession, 'account' | 'nickname'>): string =>
  member.nickname?.trim() || member.account;
