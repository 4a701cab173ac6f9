/** The withdrawal calls of the platform contract (their documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import { cashierPaths } from '../cashierPaths';
import type {
  BindCodeRequest,
  BindCodeValue,
  PaymentPasswordRequest,
  PaymentPasswordValue,
  PayoutAccount,
  PayoutAccountRequest,
  PayoutAccountsValue,
  WithdrawalReceiptRequest,
  WithdrawalRecord,
  WithdrawalsQuery,
  WithdrawalsValue,
  WithdrawOptionsValue,
  WithdrawRequest,
} from '../contract/withdrawal';

export const withdrawOptions = defineCall<void, WithdrawOptionsValue>()({
  name: 'withdrawOptions',
  method: 'GET',
  path: cashierPaths.withdrawOptions,
  auth: 'member',
});

export const withdraw = defineCall<WithdrawRequest, WithdrawalRecord>()({
  name: 'withdraw',
  method: 'POST',
  path: cashierPaths.withdraw,
  auth: 'member',
  idempotent: true,
});

export const withdrawals = defineCall<WithdrawalsQuery, WithdrawalsValue>()({
  name: 'withdrawals',
  method: 'GET',
  path: cashierPaths.withdrawals,
  auth: 'member',
});

export const withdrawalReceipt = defineCall<WithdrawalReceiptRequest, WithdrawalRecord>()({
  name: 'withdrawalReceipt',
  method: 'POST',
  path: cashierPaths.withdrawalReceipt,
  auth: 'member',
});

export const payoutAccounts = defineCall<void, PayoutAccountsValue>()({
  name: 'payoutAccounts',
  method: 'GET',
  path: cashierPaths.payoutAccounts,
  auth: 'member',
});

export const payoutAccountBind = defineCall<PayoutAccountRequest, PayoutAccount>()({
  name: 'payoutAccountBind',
  method: 'PUT',
  path: cashierPaths.payoutAccounts,
  auth: 'member',
});

export const bindCode = defineCall<BindCodeRequest, BindCodeValue>()({
  name: 'bindCode',
  method: 'POST',
  path: cashierPaths.bindCode,
  auth: 'member',
});

export const paymentPassword = defineCall<PaymentPasswordRequest, PaymentPasswordValue>()({
  name: 'paymentPassword',
  method: 'PUT',
  path: cashierPaths.paymentPassword,
  auth: 'member',
});
