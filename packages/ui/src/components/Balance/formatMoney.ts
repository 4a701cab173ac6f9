import { latinNumberFormat } from '../../i18n/latinFormats';
import { isDevelopment } from '../../utils/devWarning';

/** What a hidden amount shows instead of its figures. */
export const hiddenMoneyMask = '****';

export interface FormatMoneyOptions {
  /** BCP 47 locale for grouping and the decimal sign; digits are always Latin. */
  locale: string;
  /** Minor units per major unit as a power of ten: 2 means cents. */
  fractionDigits?: number;
  /** Return the mask instead of the figures. */
  hidden?: boolean;
}

/**
 * The exact decimal text of an integer amount of minor units ("123456", 2 -> "1234.56"), built from
 * digits rather than by division, so amounts beyond 2^53 / 100 never pick up floating-point error.
 */
export function minorToDecimal(amount: number, fractionDigits = 2): string {
  if (isDevelopment() && !Number.isInteger(amount)) {
    console.warn(
      `formatMoney: amounts are integer minor units (cents); got ${amount}. Pass Math.round(major * 10 ** ${fractionDigits}).`,
    );
  }
  const digits = BigInt(Math.round(amount));
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(fractionDigits + 1, '0');
  const whole = text.slice(0, text.length - fractionDigits);
  const fraction = text.slice(text.length - fractionDigits);
  return `${negative ? '-' : ''}${whole}${fractionDigits > 0 ? `.${fraction}` : ''}`;
}

/**
 * Formats integer minor units as a major amount with a fixed number of decimals, in the locale's
 * grouping with Latin digits (`ar` gives "1,234.56", not Arabic-Indic digits), or the mask when hidden.
 */
export function formatMoney(
  amount: number,
  { locale, fractionDigits = 2, hidden = false }: FormatMoneyOptions,
): string {
  if (hidden) return hiddenMoneyMask;
  const format = latinNumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  // Intl formats a decimal string exactly (no conversion through a float).
  return format.format(minorToDecimal(amount, fractionDigits) as `${number}`);
}
