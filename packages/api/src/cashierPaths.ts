/**
 * The cashier's paths (the platform's own), kept apart from `paths`: a page that makes no cashier call (the
 * home page) carries none of them.
 */
export const cashierPaths = {
  /** The deposit channels with their limits, a deposit (POST starts one, GET reads one) and the member's deposits. */
  depositChannels: '/wps/cashier/deposit/channels',
  deposit: '/wps/cashier/deposit',
  deposits: '/wps/cashier/deposits',
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
