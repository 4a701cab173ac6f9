import type { CallContracts } from './CallContract';
import { idempotencyKeyHeader } from '../paths';
import type * as calls from '../calls/withdrawalCalls';

/** What the withdrawal calls take and answer, for the platform and the OpenAPI document. */
export const withdrawalContracts = {
  withdrawOptions: {
    summary:
      "The withdraw form's limits (minor units, daily count), whether a payment password is set, and the balance",
    tags: ['cashier'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  withdraw: {
    summary: `Requests a withdrawal to a bound payout account: the amount is held at once until the operator pays or rejects it (${idempotencyKeyHeader} header required)`,
    tags: ['cashier'],
    refusals: [
      'TRIAL_NOT_ALLOWED',
      'PAYMENT_PASSWORD_REQUIRED',
      'PAYMENT_PASSWORD_WRONG',
      'NOT_FOUND',
      'INSUFFICIENT_FUNDS',
      'WITHDRAW_DAILY_LIMIT',
      'THROTTLED',
    ],
  },
  withdrawals: {
    summary: "The member's withdrawals, newest first, a page at a time",
    tags: ['cashier'],
  },
  withdrawalReceipt: {
    summary:
      'The member confirms a paid withdrawal received, not received (with a proof image) or fully received',
    tags: ['cashier'],
    refusals: ['NOT_FOUND', 'PAYMENT_CLOSED'],
  },
  payoutAccounts: {
    summary: "The member's bound payout accounts (numbers masked), and where a binding code goes",
    tags: ['cashier', 'member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  payoutAccountBind: {
    summary: 'Binds a bank card or e-wallet to pay withdrawals to, with the SMS code',
    tags: ['cashier', 'member'],
    refusals: [
      'TRIAL_NOT_ALLOWED',
      'SMS_CODE_INVALID',
      'SMS_CODE_EXPIRED',
      'PAYOUT_ACCOUNT_LIMIT',
      'MOBILE_TAKEN',
    ],
  },
  bindCode: {
    summary: "Sends the code that binds a payout account, to the member's mobile (or the one given)",
    tags: ['verification', 'member'],
    refusals: ['TRIAL_NOT_ALLOWED', 'SMS_TOO_MANY', 'SMS_QUOTA', 'MOBILE_TAKEN', 'THROTTLED'],
  },
  paymentPassword: {
    summary:
      'Sets the payment password (with the login password) or changes it (with the current payment password)',
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED', 'OLD_PASSWORD_WRONG', 'PAYMENT_PASSWORD_WRONG', 'THROTTLED'],
  },
} satisfies CallContracts<typeof calls>;
