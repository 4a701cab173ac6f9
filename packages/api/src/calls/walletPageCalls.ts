/** The transfer-fund page's calls (their documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { WalletTransferValue } from '../contract/games';
import type { WalletsQuery, WalletsValue } from '../contract/wallets';
import { memberPaths } from '../memberPaths';

export const wallets = defineCall<WalletsQuery, WalletsValue>()({
  name: 'wallets',
  method: 'GET',
  path: memberPaths.wallets,
  auth: 'member',
});

export const walletRecall = defineCall<void, WalletTransferValue>()({
  name: 'walletRecall',
  method: 'POST',
  path: memberPaths.walletsRecall,
  auth: 'member',
  idempotent: true,
});
