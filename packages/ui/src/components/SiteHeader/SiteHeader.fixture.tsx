import type { SiteHeaderMemberLinks, SiteHeaderMemberSession } from './siteHeaderSession';
import * as demo from './SiteHeader.stories.css';

/** The demo brand's logo: a star mark and a wordmark, drawn in tokens (no network, no literal colour). */
export function DemoLogo() {
  return (
    <svg viewBox="0 0 200 40" width="200" height="40" aria-hidden focusable="false" className={demo.logo}>
      <rect x="0" y="2" width="36" height="36" rx="10" className={demo.logoTile} />
      <path
        className={demo.logoMark}
        d="M18 8.5l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L18 25l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z"
      />
      <text x="46" y="26.5" fontSize="17" letterSpacing="1.2" className={demo.logoWord} direction="ltr">
        ROYAL PORTAL
      </text>
    </svg>
  );
}

/** A demo portrait drawn in the story (no network). */
export const demoPortrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7ad1c8"/><stop offset="1" stop-color="#3b4fc8"/>
    </linearGradient></defs>
    <rect width="80" height="80" fill="url(#g)"/>
    <circle cx="40" cy="33" r="14" fill="#f3d2b5"/>
    <path d="M14 80c3-16 14-24 26-24s23 8 26 24z" fill="#1d2448"/>
    <path d="M25 31c0-13 7-19 15-19s15 6 15 19c-3-7-9-9-15-9s-12 2-15 9z" fill="#2a1a12"/>
  </svg>`,
)}`;

export const demoLinks: SiteHeaderMemberLinks = {
  account: '/member',
  agent: '/agentHome',
  bettingRecord: '/member/betting-record',
  income: '/member/income',
  messages: '/member/messages',
  security: '/member/security',
};

/** Callbacks a member session needs; stories pass `fn()` spies, tests `vi.fn()`. */
export type MemberCallbacks = Pick<
  SiteHeaderMemberSession,
  'onRefreshBalance' | 'onDeposit' | 'onWithdraw' | 'onSignOut'
>;

/** A signed-in member with a plain account: no VIP label, not an agent, nothing unread. */
export function demoMember(
  callbacks: MemberCallbacks,
  overrides: Partial<Omit<SiteHeaderMemberSession, 'kind'>> = {},
): SiteHeaderMemberSession {
  return {
    kind: 'member',
    account: 'layla88',
    nickname: 'Layla Haddad',
    id: 10086523,
    avatarUrl: demoPortrait,
    isAgent: false,
    unreadMessages: 0,
    balance: { amountMinor: 1_234_56, currency: 'USD', currencySymbol: '$' },
    links: demoLinks,
    ...callbacks,
    ...overrides,
  };
}
