import { lazyPanel } from './lazyPanel';

/** `PayoutAccountBinder` (its fields, the SMS code), loaded when a member first opens it. */
export const PayoutAccountBinderLazy = lazyPanel(() =>
  import('./PayoutAccountBinder').then((m) => m.PayoutAccountBinder),
);
