import { formatMoney, latinDateTimeFormat, latinNumberFormat, usePortal } from '@portal/ui';
import { useCallback } from 'react';
import { useMoneyText } from '../cashier/useMoneyText';

/**
 * A record's figures as the member reads them: amounts ("1,500.00 USD"), signed ones ("+20.00 USD":
 * money won or come in is marked, not only coloured), the same without the currency for table cells,
 * counts, and times in UTC, the clock the record's
 * days are counted on (a round at 00:30 UTC is in that day's record wherever the member is).
 */
export function useRecordText() {
  const { locale } = usePortal();
  const { money } = useMoneyText();
  const signed = useCallback(
    (amountMinor: number, currency: string) => `${amountMinor > 0 ? '+' : ''}${money(amountMinor, currency)}`,
    [money],
  );
  // A table's cells: the amount alone, its column's header names the currency once.
  const amount = useCallback((amountMinor: number) => formatMoney(amountMinor, { locale }), [locale]);
  const signedAmount = useCallback(
    (amountMinor: number) => `${amountMinor > 0 ? '+' : ''}${amount(amountMinor)}`,
    [amount],
  );
  const count = useCallback((value: number) => latinNumberFormat(locale).format(value), [locale]);
  const time = useCallback(
    (iso: string) =>
      latinDateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(iso),
      ),
    [locale],
  );
  return { money, signed, amount, signedAmount, count, time };
}
