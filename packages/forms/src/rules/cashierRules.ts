import * as v from 'valibot';
import { formatRuleMessage } from './ruleMessage';

/** The amounts a cashier channel takes, in minor units of the member's currency. */
export interface AmountLimits {
  minMinor: number;
  maxMinor: number;
}

/** Minor units per major unit: balances and amounts have 2 decimals (spec section 3). */
export const minorPerMajor = 100;

/**
 * Minor units with 2 decimals, as the spec shows balances and the rules' messages show limits: "1500.00",
 * "-0.50" (Latin digits, no grouping).
 */
export const formatMinorPlain = (minor: number): string => {
  const abs = Math.abs(minor);
  const sign = minor < 0 ? '-' : '';
  return `${sign}${Math.trunc(abs / minorPerMajor)}.${String(abs % minorPerMajor).padStart(2, '0')}`;
};

// A player may type Arabic-Indic digits, and the Arabic decimal and thousands separators.
const arabicIndicZero = 0x0660;
const easternArabicZero = 0x06f0;
const normaliseDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - arabicIndicZero))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - easternArabicZero))
    .replace(/\u066B/g, '.')
    .replace(/[\u066C,\s]/g, '');

/**
 * What a player typed as an amount ("150", "150.5", "1,500.25", "١٥٠٫٥") in minor units, or null when it is
 * not a plain positive amount with at most 2 decimals. Parsed as text, never through a float.
 */
export function parseAmountText(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(normaliseDigits(text.trim()));
  if (!match) return null;
  const minor = Number(match[1]) * minorPerMajor + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The message of an amount outside a channel's limits: 'cashier.amountRange?min=10.00&max=5000.00'. */
export const amountRangeMessage = ({ minMinor, maxMinor }: AmountLimits) =>
  formatRuleMessage('cashier.amountRange', {
    min: formatMinorPlain(minMinor),
    max: formatMinorPlain(maxMinor),
  });

/** An amount in minor units (the platform's body): a whole number within the channel's limits. */
export function minorAmountRule(limits: AmountLimits) {
  const range = amountRangeMessage(limits);
  return v.pipe(
    v.number(range),
    v.safeInteger(range),
    v.minValue(limits.minMinor, range),
    v.maxValue(limits.maxMinor, range),
  );
}

/**
 * An amount as typed in the cashier's field (the browser's): required, a plain amount with at most 2
 * decimals ('cashier.amountFormat'), and within the channel's limits by the same rule the platform runs
 * on the minor units. The text stays as typed; `parseAmountText` gives the minor units to send.
 */
export function amountTextRule(limits: AmountLimits) {
  const inRange = minorAmountRule(limits);
  return v.pipe(
    v.string(formatRuleMessage('validation.required')),
    v.nonEmpty(formatRuleMessage('validation.required')),
    v.check((text) => parseAmountText(text) !== null, formatRuleMessage('cashier.amountFormat')),
    v.check((text) => {
      const minor = parseAmountText(text);
      // A text that is not an amount has its own message above.
      return minor === null || v.is(inRange, minor);
    }, amountRangeMessage(limits)),
  );
}
