import type { CallContracts } from './CallContract';
import { idempotencyKeyHeader } from '../paths';
import type * as calls from '../calls/walletPageCalls';

/** What the transfer-fund page's calls take and answer, for the platform and the OpenAPI document. */
export const walletPageContracts = {
  wallets: {
    summary: "The member's main wallet and every vendor wallet with its balance (minor units)",
    tags: ['wallet'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  walletRecall: {
    summary: `Moves every vendor wallet's balance back to the main wallet in one ledger transaction (${idempotencyKeyHeader} header required)`,
    tags: ['wallet'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
} satisfies CallContracts<typeof calls>;
