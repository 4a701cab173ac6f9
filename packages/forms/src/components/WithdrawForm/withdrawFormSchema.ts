import * as v from 'valibot';
import { formatRuleMessage, parseAmountText, withdrawSchema, type AmountLimits } from '../../rules';

/** The most that can be withdrawn now, in minor units: the balance, within the site's maximum. */
export const maxWithdrawMinor = (limits: AmountLimits, balanceMinor: number): number =>
  Math.max(0, Math.min(balanceMinor, limits.maxMinor));

/**
 * The withdraw form's rules: the platform's (`withdrawSchema`: the amount within the limits, an account,
 * the payment password), and an amount no more than the balance, said in the browser before the
 * platform refuses it. An amount outside the limits says so first.
 */
export function withdrawFormSchema(limits: AmountLimits, balanceMinor: number) {
  const { entries } = withdrawSchema(limits);
  return v.object({
    ...entries,
    amount: v.pipe(
      entries.amount,
      v.check((text) => {
        const minor = parseAmountText(text);
        // A text that is not an amount has its own message.
        return minor === null || minor <= balanceMinor;
      }, formatRuleMessage('cashier.overBalance')),
    ),
  });
}
