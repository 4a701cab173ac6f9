import type { CallContracts } from './CallContract';
import { idempotencyKeyHeader } from '../paths';
import type * as calls from '../calls/cashierCalls';

/** What the cashier calls take and answer, for the platform and the OpenAPI document. */
export const cashierContracts = {
  depositChannels: {
    summary: 'The deposit channels on offer to the member, with the amounts each takes (minor units)',
    tags: ['cashier'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  depositStart: {
    summary: `Starts a deposit: an e-wallet one answers the provider's hosted page, a bank one its reference code, a crypto one its address (${idempotencyKeyHeader} header required)`,
    tags: ['cashier'],
    refusals: ['TRIAL_NOT_ALLOWED', 'DEPOSIT_CHANNEL_CLOSED', 'REDIRECT_NOT_ALLOWED', 'THROTTLED'],
  },
  depositRecord: {
    summary: "One of the member's deposits by its reference, with its status and times",
    tags: ['cashier'],
    refusals: ['NOT_FOUND'],
  },
  deposits: {
    summary: "The member's deposits, newest first, a page at a time",
    tags: ['cashier'],
  },
  sandboxPay: {
    summary:
      "Sandbox only: the sandbox payment provider's hosted page (HTML), where the player pays or declines",
    tags: ['sandbox', 'cashier'],
  },
  sandboxPayPage: {
    summary: 'Sandbox only: what the hosted page shows of a payment intent',
    tags: ['sandbox', 'cashier'],
    refusals: ['NOT_FOUND'],
  },
  sandboxPayChoice: {
    summary: "Sandbox only: the player's choice on the hosted page; the provider's signed webhook follows",
    tags: ['sandbox', 'cashier'],
    refusals: ['NOT_FOUND', 'PAYMENT_CLOSED'],
  },
  sandboxCryptoConfirm: {
    summary:
      'Sandbox only: the sandbox chain confirms a crypto deposit once more; enough confirmations credit it',
    tags: ['sandbox', 'cashier'],
    refusals: ['NOT_FOUND', 'PAYMENT_CLOSED'],
  },
} satisfies CallContracts<typeof calls>;
