import type { LoginValue } from '@portal/api';
import { useToast } from '@portal/ui';
import { useCallback } from 'react';
import { useMoneyText } from '../cashier/useMoneyText';
import { useAccountTranslation } from '../i18n/useAccountTranslation';

/** How long the notice stays (ms): long enough to read a date and a time. */
const noticeMs = 6_000;

/**
 * Tells the member, right after a login, when the account last logged in before (the login's answer says
 * it; a first login says nothing): a toast "Last login: …", so a login they did not make stands out.
 */
export function useLastLoginNotice(): (value: LoginValue) => void {
  const { t } = useAccountTranslation();
  const { time } = useMoneyText();
  const { toast } = useToast();
  return useCallback(
    (value: LoginValue) => {
      if (!value.previousLoginAt) return;
      toast({
        id: 'last-login',
        message: t('security.logins.lastLogin', { time: time(value.previousLoginAt) }),
        duration: noticeMs,
      });
    },
    [t, time, toast],
  );
}
