import { calls } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { PaymentPasswordForm } from '@portal/forms';
import { useFailureOutcome } from '../hooks/useFailureOutcome';

export interface PaymentPasswordPanelProps {
  /** Whether the member has a payment password: changing one asks for it, setting one the login password. */
  isSet: boolean;
  /** The payment password was set or changed (the inbox has a message about it). */
  onSaved: () => void;
}

/** Sets or changes the payment password that withdrawals ask for, over the platform's call. */
export function PaymentPasswordPanel({ isSet, onSaved }: PaymentPasswordPanelProps) {
  const client = useApiClient();
  const failureOutcome = useFailureOutcome();
  return (
    <PaymentPasswordForm
      isSet={isSet}
      onSubmit={async (payload) => {
        try {
          await client.call(calls.paymentPassword, payload);
          onSaved();
          return { ok: true };
        } catch (error) {
          return failureOutcome(error);
        }
      }}
    />
  );
}
