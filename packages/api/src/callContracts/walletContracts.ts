import type { CallContracts } from './CallContract';
import { idempotencyKeyHeader } from '../paths';
import type * as calls from '../calls/walletCalls';

/** What the wallet calls take and answer, for the platform and the OpenAPI document. */
export const walletContracts = {
  balance: {
    summary: "The member's main wallet balance (minor units and 2 decimals)",
    tags: ['wallet'],
    // The hottest read of a logged-in page: the session and one query, no account load.,
  },
  sandboxCashier: {
    summary: `Sandbox only: deposits to or withdraws from the main wallet through the ledger (${idempotencyKeyHeader} header required)`,
    tags: ['sandbox', 'wallet'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
} satisfies CallContracts<typeof calls>;
