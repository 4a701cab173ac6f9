import { calls } from '@portal/api';
import { useApiClient, useCall } from '@portal/api/react';
import { PayoutAccountForm } from '@portal/forms';
import { Skeleton } from '@portal/ui';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useWordedCall } from '../hooks/useWordedCall';

export interface PayoutAccountBinderProps {
  /** Where the code goes (masked), when the member has a mobile; without one the form asks for it. */
  maskedMobile?: string;
  /** The account was bound. */
  onBound: () => void;
}

/**
 * Binds a payout account over the platform's calls: the site's mobile rule and dialing codes for a member
 * who has no mobile yet, the binding code, then the binding itself.
 */
export function PayoutAccountBinder({ maskedMobile, onBound }: PayoutAccountBinderProps) {
  const client = useApiClient();
  const failureOutcome = useFailureOutcome();
  const worded = useWordedCall();
  const settings = useCall(calls.registerSettings);
  // The dialing codes only for a member whose number is asked (a null input waits).
  const dialingCodes = useCall(calls.countryCode, maskedMobile ? null : undefined);
  if (!settings.data || (!maskedMobile && !dialingCodes.data)) return <Skeleton lines={6} />;
  return (
    <PayoutAccountForm
      maskedMobile={maskedMobile}
      mobile={settings.data.regex}
      dialingCodes={dialingCodes.data}
      onRequestCode={worded((target?: { countryDialingCode: string; mobileNum: string }) =>
        client.call(calls.bindCode, target ?? {}),
      )}
      onSubmit={async (payload) => {
        try {
          await client.call(calls.payoutAccountBind, payload);
          onBound();
          return { ok: true };
        } catch (error) {
          return failureOutcome(error);
        }
      }}
    />
  );
}
