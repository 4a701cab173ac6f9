/** The cashier calls of the platform contract (their documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type {
  DepositChannelsValue,
  DepositQuery,
  DepositRecord,
  DepositRequest,
  DepositsQuery,
  DepositsValue,
  SandboxCryptoConfirmRequest,
  SandboxPayChoiceRequest,
  SandboxPayChoiceValue,
  SandboxPayPageValue,
} from '../contract/cashier';
import { cashierPaths } from '../cashierPaths';

export const depositChannels = defineCall<void, DepositChannelsValue>()({
  name: 'depositChannels',
  method: 'GET',
  path: cashierPaths.depositChannels,
  auth: 'member',
});

export const depositStart = defineCall<DepositRequest, DepositRecord>()({
  name: 'depositStart',
  method: 'POST',
  path: cashierPaths.deposit,
  auth: 'member',
  idempotent: true,
});

export const depositRecord = defineCall<DepositQuery, DepositRecord>()({
  name: 'depositRecord',
  method: 'GET',
  path: cashierPaths.deposit,
  auth: 'member',
});

export const deposits = defineCall<DepositsQuery, DepositsValue>()({
  name: 'deposits',
  method: 'GET',
  path: cashierPaths.deposits,
  auth: 'member',
});

/** The sandbox provider's hosted page itself (HTML): where an e-wallet deposit's player pays. */
export const sandboxPay = defineCall<{ intent: string; lang?: string }, unknown>()({
  name: 'sandboxPay',
  method: 'GET',
  path: cashierPaths.sandboxPay,
  sandboxOnly: true,
});

export const sandboxPayPage = defineCall<{ intent: string; lang?: string }, SandboxPayPageValue>()({
  name: 'sandboxPayPage',
  method: 'GET',
  path: cashierPaths.sandboxPayPage,
  sandboxOnly: true,
});

export const sandboxPayChoice = defineCall<SandboxPayChoiceRequest, SandboxPayChoiceValue>()({
  name: 'sandboxPayChoice',
  method: 'POST',
  path: cashierPaths.sandboxPayChoice,
  sandboxOnly: true,
});

export const sandboxCryptoConfirm = defineCall<SandboxCryptoConfirmRequest, DepositRecord>()({
  name: 'sandboxCryptoConfirm',
  method: 'POST',
  path: cashierPaths.sandboxCryptoConfirm,
  sandboxOnly: true,
});
