import type { MemberPageSlug } from '@portal/account';
import type { ComponentType } from 'react';
import { lazySection } from '../shell/sections/lazySection';

/**
 * The member centre's pages built so far, each loaded when first opened (its own chunk; a failed load
 * gives the chunk error with its retry). The others say inside the centre that they are still to come.
 */
export const memberPageRoutes: Partial<Record<MemberPageSlug, ComponentType>> = {
  deposit: lazySection(() => import('./DepositRoute').then((m) => m.DepositRoute)),
  withdraw: lazySection(() => import('./WithdrawRoute').then((m) => m.WithdrawRoute)),
  wallet: lazySection(() => import('./WalletRoute').then((m) => m.WalletRoute)),
  'transfer-upline': lazySection(() => import('./TransferUplineRoute').then((m) => m.TransferUplineRoute)),
  'betting-record': lazySection(() => import('./BettingRecordRoute').then((m) => m.BettingRecordRoute)),
  'account-record': lazySection(() => import('./AccountRecordRoute').then((m) => m.AccountRecordRoute)),
  income: lazySection(() => import('./IncomeRoute').then((m) => m.IncomeRoute)),
  messages: lazySection(() => import('./MessagesRoute').then((m) => m.MessagesRoute)),
  security: lazySection(() => import('./SecurityRoute').then((m) => m.SecurityRoute)),
};
