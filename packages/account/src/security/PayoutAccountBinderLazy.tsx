import { Skeleton } from '@portal/ui';
import { lazy, Suspense } from 'react';
import type { PayoutAccountBinderProps } from './PayoutAccountBinder';

// The binding form (its fields, the SMS code) loads when a member first opens it: most visits to the
// withdraw page and the security centre never do, and each route keeps its 40 KB budget.
const PayoutAccountBinder = lazy(() =>
  import('./PayoutAccountBinder').then((m) => ({ default: m.PayoutAccountBinder })),
);

/** `PayoutAccountBinder`, its code loaded on first show (a skeleton meanwhile). */
export function PayoutAccountBinderLazy(props: PayoutAccountBinderProps) {
  return (
    <Suspense fallback={<Skeleton lines={4} />}>
      <PayoutAccountBinder {...props} />
    </Suspense>
  );
}
