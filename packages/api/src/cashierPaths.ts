/**
 * The cashier's paths (the platform's own), kept apart from `paths`: a page that makes no cashier call (the
 * home page) carries none of them.
 */
export const cashierPaths = {
  /** The deposit channels with their limits, a deposit (POST starts one, GET reads one) and the member's deposits. */
  depositChannels: '/wps/cashier/deposit/channels',
  deposit: '/wps/cashier/deposit',
  deposits: '/wps/cashier/deposits',
  /** The withdraw form's limits, a withdrawal (POST requests one), the member's withdrawals and a receipt. */
  withdrawOptions: '/wps/cashier/withdraw/options',
  withdraw: '/wps/cashier/withdraw',
  withdrawals: '/wps/cashier/withdrawals',
  withdrawalReceipt: '/wps/cashier/withdrawal/receipt',
  /** The member's payout accounts (GET lists, PUT binds), the binding's SMS code, the payment password. */
  payoutAccounts: '/wps/member/payout-accounts',
  bindCode: '/wps/verification/sms/bind',
  paymentPassword: '/wps/member/payment-password',
  /** The operator pays a withdrawal out (or rejects it, returning the held money). */
  operatorWithdrawal: '/wps/operator/withdrawal',
  /** Where a payment service provider delivers its signed webhooks (not a client call). */
  paymentsWebhook: '/wps/payments/webhook',
  /** The operator settles a bank-transfer deposit it has seen arrive (or not) at the bank. */
  operatorDeposit: '/wps/operator/deposit',
  /** The sandbox payment provider's hosted page, what it shows, and the player's choice on it. */
  sandboxPay: '/sandbox/pay',
  sandboxPayPage: '/wps/sandbox/pay/page',
  sandboxPayChoice: '/wps/sandbox/pay/choice',
  /** The sandbox chain: one more confirmation of a crypto deposit. */
  sandboxCryptoConfirm: '/wps/sandbox/crypto/confirm',
} as const;
