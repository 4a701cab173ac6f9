import { useBalance, useMemberIcon, useUnreadCount } from '@portal/api/react';
import type { SiteHeaderSession } from '@portal/ui';
import { useNavigate } from 'react-router-dom';
import { useModals } from '../shell/modals/ModalContext';
import { useSession } from '../shell/session/SessionContext';
import { useMemberConsolidated } from '../shell/session/useMemberConsolidated';
import { useSignOut } from './useSignOut';

/** The header's session from the portal's: a visitor's buttons, or the member's bar and menu. */
export function useHeaderSession(): SiteHeaderSession {
  const session = useSession();
  const modals = useModals();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const balance = useBalance();
  const icon = useMemberIcon();
  const member = session.member;
  // Trial accounts have no inbox and make no unread-message call (spec section 4).
  const unread = useUnreadCount(Boolean(member) && !session.isTrial);
  const consolidated = useMemberConsolidated();
  if (!member) {
    return {
      kind: 'visitor',
      onLogin: () => modals.open('login'),
      onRegister: () => modals.open('register'),
    };
  }
  return {
    kind: 'member',
    account: member.account,
    nickname: member.nickname,
    id: member.id,
    avatarUrl: icon.data?.imgUrl,
    isAgent: member.isAgent,
    vipLabel: consolidated.data?.vipLabelName || undefined,
    unreadMessages: unread.data?.unreadCount ?? 0,
    balance: {
      amountMinor: balance.data?.balanceMinor,
      currency: balance.data?.currency ?? member.currency,
      currencySymbol: balance.data?.currencySymbol ?? member.currencySymbol,
    },
    onRefreshBalance: () => void balance.refresh(),
    refreshing: balance.isValidating,
    onDeposit: () => void navigate('/member/deposit'),
    onWithdraw: () => void navigate('/member/withdraw'),
    onSignOut: () => void signOut(),
    links: {
      account: '/member',
      agent: member.isAgent ? '/agentHome' : undefined,
      bettingRecord: '/member/betting-record',
      income: '/member/income',
      messages: '/member/messages',
      security: '/member/security',
    },
  };
}
