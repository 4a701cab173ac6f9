import { formatMoney, latinDateTimeFormat, usePortal } from '@portal/ui';
import { useCallback } from 'react';

/** Amounts ("1,500.00 USD") and times in the page's language, with Latin digits as the portal shows them. */
export function useMoneyText() {
  const { locale } = usePortal();
  const money = useCallback(
    (amountMinor: number, currency: string) => `${formatMoney(amountMinor, { locale })} ${currency}`,
    [locale],
  );
  const time = useCallback(
    (iso: string) =>
      latinDateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    [locale],
  );
  return { money, time };
}
