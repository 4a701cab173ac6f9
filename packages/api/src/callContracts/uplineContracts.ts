import type { CallContracts } from './CallContract';
import { idempotencyKeyHeader } from '../paths';
import type * as calls from '../calls/uplineCalls';

/** What the transfer-to-upline calls take and answer, for the platform and the OpenAPI document. */
export const uplineContracts = {
  uplineTransferOptions: {
    summary:
      "Whether the member may transfer to their agent (the site allows it, the member has an agent), the agent's name, the limits, what is used today, the balance",
    tags: ['cashier', 'member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  uplineTransfer: {
    summary: `Transfers from the member's main wallet to their agent's, through the house's clearing account, once per key (${idempotencyKeyHeader} header required)`,
    tags: ['cashier', 'member'],
    refusals: [
      'TRIAL_NOT_ALLOWED',
      'FEATURE_DISABLED',
      'NO_UPLINE_AGENT',
      'PAYMENT_PASSWORD_REQUIRED',
      'PAYMENT_PASSWORD_WRONG',
      'INSUFFICIENT_FUNDS',
      'UPLINE_DAILY_COUNT',
      'UPLINE_DAILY_AMOUNT',
      'THROTTLED',
    ],
  },
  uplineTransfers: {
    summary: "The member's transfers to their agent, newest first, a page at a time",
    tags: ['cashier', 'member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
} satisfies CallContracts<typeof calls>;
