import { useCallback } from 'react';
import { balance, unreadCount } from '../calls';
import { useCall } from './useCall';

/**
 * Loads again what a money movement changed on the member's screen, so the header and the pages agree
 * with the ledger at once: the balance, and the unread messages (the platform writes one for a deposit, a
 * withdrawal, a transfer). The reads share their cache entries with `useBalance` and `useUnreadCount`
 * (the same keys). For a real account's pages: a trial account has no inbox.
 */
export function useAfterMoneyMove(): () => Promise<void> {
  const { mutate: reloadBalance } = useCall(balance);
  const { mutate: reloadUnread } = useCall(unreadCount);
  return useCallback(async () => {
    await Promise.all([reloadBalance(), reloadUnread()]);
  }, [reloadBalance, reloadUnread]);
}
