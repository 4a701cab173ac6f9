import type { AccountMessageKey } from '../i18n/messages/en';

/** The groups of the member centre's navigation. */
export type MemberPageGroup = 'cashier' | 'records' | 'account';

export interface MemberPage {
  /** The page's address segment under the member centre (`/member/<slug>`). */
  slug: string;
  /** The page's name in spec section 2.6. */
  spec: string;
  group: MemberPageGroup;
  title: AccountMessageKey;
}

/**
 * The member centre's pages (spec 2.6), in the order its navigation shows them. The host routes
 * `/member/<slug>`; the header's and side menu's links use the same slugs.
 */
export const memberPages = [
  { slug: 'deposit', spec: 'depositv2', group: 'cashier', title: 'member.page.deposit' },
  { slug: 'withdraw', spec: 'withdraw', group: 'cashier', title: 'member.page.withdraw' },
  { slug: 'wallet', spec: 'transferFund', group: 'cashier', title: 'member.page.wallet' },
  // Shown in the navigation only to a member the platform allows it for (under an agent, on a site that offers it).
  {
    slug: 'transfer-upline',
    spec: 'transferUpline',
    group: 'cashier',
    title: 'member.page.transferUpline',
  },
  {
    slug: 'betting-record',
    spec: 'personalHistoryCopy',
    group: 'records',
    title: 'member.page.bettingRecord',
  },
  {
    slug: 'account-record',
    spec: 'transactionHistory',
    group: 'records',
    title: 'member.page.accountRecord',
  },
  { slug: 'income', spec: 'personalProfit', group: 'records', title: 'member.page.income' },
  { slug: 'bonus', spec: 'bonusDetails', group: 'records', title: 'member.page.bonus' },
  { slug: 'messages', spec: 'messageV2', group: 'account', title: 'member.page.messages' },
  { slug: 'security', spec: 'securityCenter', group: 'account', title: 'member.page.security' },
] as const satisfies readonly MemberPage[];

export type MemberPageSlug = (typeof memberPages)[number]['slug'];

export const isMemberPage = (slug: string | undefined): slug is MemberPageSlug =>
  memberPages.some((page) => page.slug === slug);
