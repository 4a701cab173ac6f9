import { Skeleton } from '@portal/ui';
import { lazy, Suspense } from 'react';
import type { PaymentPasswordPanelProps } from './PaymentPasswordPanel';

// The withdraw page's first step for a member without a payment password: its form loads only then.
const PaymentPasswordPanel = lazy(() =>
  import('./PaymentPasswordPanel').then((m) => ({ default: m.PaymentPasswordPanel })),
);

/** `PaymentPasswordPanel`, its code loaded on first show (a skeleton meanwhile). */
export function PaymentPasswordPanelLazy(props: PaymentPasswordPanelProps) {
  return (
    <Suspense fallback={<Skeleton lines={4} />}>
      <PaymentPasswordPanel {...props} />
    </Suspense>
  );
}
