import { apiCashierCatalogue, calls } from '@portal/api';
import { useCall } from '@portal/api/react';
import { SectionNav, useCatalogueTranslation, type SectionNavGroup } from '@portal/ui';
import {
  ArrowLeftRight,
  BanknoteArrowDown,
  BanknoteArrowUp,
  ChartLine,
  Gift,
  History,
  Inbox,
  ReceiptText,
  Send,
  ShieldUser,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './MemberCentre.css';
import { memberPages, type MemberPageGroup, type MemberPageSlug } from './memberPages';

// Icons the header's member bar (a chunk of its own) does not use, so the two never share a split chunk.
const icons: Record<MemberPageSlug, ReactNode> = {
  deposit: <BanknoteArrowDown size={18} />,
  withdraw: <BanknoteArrowUp size={18} />,
  wallet: <ArrowLeftRight size={18} />,
  'transfer-upline': <Send size={18} />,
  'betting-record': <ReceiptText size={18} />,
  'account-record': <History size={18} />,
  income: <ChartLine size={18} />,
  bonus: <Gift size={18} />,
  messages: <Inbox size={18} />,
  security: <ShieldUser size={18} />,
};

const groupOrder: MemberPageGroup[] = ['cashier', 'records', 'account'];

export interface MemberCentreProps {
  /** The page shown, marked in the navigation and named by the heading. */
  page: MemberPageSlug;
  /** Where the member centre is routed: its pages are `${basePath}/<slug>`. */
  basePath?: string;
  children: ReactNode;
}

/**
 * The member centre's frame (spec 2.6): its navigation, grouped (cashier, records, account), with the
 * unread messages counted and transfer to upline only where the platform allows it, beside the page with
 * its heading. The host routes the pages and renders the one shown as `children`.
 */
export function MemberCentre({ page, basePath = '/member', children }: MemberCentreProps) {
  const { t } = useAccountTranslation();
  // The cashier's refusals in the member's language, loaded with the centre (never with the home page).
  useCatalogueTranslation(apiCashierCatalogue);
  // The header's unread count (the same read, the same cache entry).
  const unread = useCall(calls.unreadCount).data?.unreadCount ?? 0;
  // Transfer to upline is listed only once the platform says this member may make one (most members have
  // no agent); a member who opens its address anyway sees the page, which says why not.
  const uplineAllowed = useCall(calls.uplineTransferOptions).data?.allowed === true;
  const listed = (slug: MemberPageSlug) => slug !== 'transfer-upline' || uplineAllowed;
  const groups: SectionNavGroup[] = groupOrder.map((group) => ({
    key: group,
    label: t(`member.group.${group}`),
    items: memberPages
      .filter((entry) => entry.group === group && listed(entry.slug))
      .map((entry) => ({
        key: entry.slug,
        label: t(entry.title),
        href: `${basePath}/${entry.slug}`,
        icon: icons[entry.slug],
        ...(entry.slug === 'messages'
          ? { count: unread, countLabel: t('member.unread', { count: unread }) }
          : {}),
      })),
  }));
  const headingId = useId();
  const title = memberPages.find((entry) => entry.slug === page)?.title;
  return (
    <div className={styles.root}>
      <SectionNav label={t('member.nav')} groups={groups} current={page} className={styles.nav} />
      <section className={styles.main} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {title ? t(title) : null}
        </h1>
        {children}
      </section>
    </div>
  );
}
