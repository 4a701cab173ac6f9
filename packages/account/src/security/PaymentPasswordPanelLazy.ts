import { lazyPanel } from './lazyPanel';

/** `PaymentPasswordPanel`, loaded when the withdraw page's first step shows it. */
export const PaymentPasswordPanelLazy = lazyPanel(() =>
  import('./PaymentPasswordPanel').then((m) => m.PaymentPasswordPanel),
);
