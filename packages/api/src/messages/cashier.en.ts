/**
 * The cashier's refusals in English, apart from the `api` namespace's other texts: only the member
 * centre's cashier pages show them, so they load with those pages (`apiCashierCatalogue`), never with the home page.
 */
export const cashierEnMessages = {
  'errors.depositChannelClosed': 'This deposit method is not available right now, please choose another',
  'errors.paymentClosed': 'This payment can no longer be made',
  'errors.paymentPasswordRequired': 'Set a payment password in the security centre first',
  'errors.paymentPasswordWrong': 'The payment password is incorrect',
  'errors.withdrawDailyLimit': 'You have made as many withdrawals as a day allows, please try again tomorrow',
  'errors.payoutAccountLimit': 'You have bound as many payout accounts as allowed',
  'errors.noUplineAgent': 'Transfers to an agent are only for members who joined through one',
  'errors.uplineDailyCount':
    'You have made as many transfers to your agent as a day allows, please try again tomorrow',
  'errors.uplineDailyAmount':
    "This amount would take you past today's transfer limit, please send less or try again tomorrow",
} as const satisfies Record<string, string>;
