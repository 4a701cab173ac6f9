import type { CallContracts } from './CallContract';
import { idempotencyKeyHeader } from '../paths';
import type * as calls from '../calls/gameWalletCalls';

/** What the gameWallet calls take and answer, for the platform and the OpenAPI document. */
export const gameWalletContracts = {
  merchantWallet: {
    summary: "The merchant's wallet model: isSingle (one wallet for every game) or a wallet per vendor",
    tags: ['wallet'],
  },
  walletTransfer: {
    summary:
      `Moves money between the main wallet ('main') and a vendor wallet (its accountTypeName), either way ` +
      `(${idempotencyKeyHeader} header required): 400 for an unknown wallet or amount, 409 INSUFFICIENT_FUNDS; ` +
      "answers every wallet's balance",
    tags: ['wallet'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
} satisfies CallContracts<typeof calls>;
