/** The gameWallet calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { MerchantWalletValue, WalletTransferRequest, WalletTransferValue } from '../contract/games';
import { paths } from '../paths';

export const merchantWallet = defineCall<void, MerchantWalletValue>()({
  name: 'merchantWallet',
  method: 'GET',
  path: paths.merchantWallet,
  auth: 'session',
});

export const walletTransfer = defineCall<WalletTransferRequest, WalletTransferValue>()({
  name: 'walletTransfer',
  method: 'POST',
  path: paths.walletTransfer,
  auth: 'member',
  idempotent: true,
});
