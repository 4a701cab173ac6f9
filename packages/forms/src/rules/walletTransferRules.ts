import * as v from 'valibot';
import { parseAmountText } from './cashierRules';
import { formatRuleMessage } from './ruleMessage';

/** The member's main wallet: one side of every transfer (spec 2.6 transferFund). */
export const mainWalletName = 'main';

/** A wallet money can move from or to: 'main' or a vendor's, with its balance in minor units. */
export interface TransferWalletBalance {
  name: string;
  balanceMinor: number;
}

const required = formatRuleMessage('validation.required');

/**
 * A transfer between two of the member's wallets as typed: `from` and `to` among the wallets, one of
 * them the main wallet and never both the same; the amount required, a plain amount with at most 2
 * decimals ('cashier.amountFormat'), more than 0 and no more than the source wallet holds. The direction's
 * messages land on `to`, the amount's on `amount`. The text stays as typed; `parseAmountText` gives the
 * minor units to send.
 */
export function walletTransferSchema(wallets: readonly TransferWalletBalance[]) {
  const balanceOf = (name: string) => wallets.find((wallet) => wallet.name === name)?.balanceMinor;
  const known = (name: string) => balanceOf(name) !== undefined;
  const walletName = v.pipe(
    v.string(required),
    v.nonEmpty(required),
    v.check(known, formatRuleMessage('wallet.unknown')),
  );
  // A check between fields speaks only once each of its fields is right on its own: an empty or unknown
  // wallet, or a text that is no amount, already has its message.
  const betweenWallets =
    (requirement: (from: string, to: string) => boolean) =>
    ({ from, to }: { from: string; to: string }) =>
      !known(from) || !known(to) || requirement(from, to);
  return v.pipe(
    v.object({
      from: walletName,
      to: walletName,
      amount: v.pipe(
        v.string(required),
        v.nonEmpty(required),
        v.check((text) => parseAmountText(text) !== null, formatRuleMessage('cashier.amountFormat')),
        v.check((text) => (parseAmountText(text) ?? 1) > 0, formatRuleMessage('cashier.amountPositive')),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['from'], ['to']],
        betweenWallets((from, to) => from !== to),
        formatRuleMessage('wallet.sameWallet'),
      ),
      ['to'],
    ),
    v.forward(
      v.partialCheck(
        [['from'], ['to']],
        // Two vendors' wallets never trade directly: the money goes through the main wallet.
        betweenWallets((from, to) => from === to || from === mainWalletName || to === mainWalletName),
        formatRuleMessage('wallet.mainSide'),
      ),
      ['to'],
    ),
    v.forward(
      v.partialCheck(
        [['from'], ['amount']],
        ({ from, amount }) => {
          const minor = parseAmountText(amount);
          return !known(from) || minor === null || minor <= (balanceOf(from) ?? 0);
        },
        formatRuleMessage('cashier.overWallet'),
      ),
      ['amount'],
    ),
  );
}
