import { calls, type DepositChannel } from '@portal/api';
import { useApiClient, useCall, useIdempotencyKey } from '@portal/api/react';
import { DepositForm, type DepositPayload } from '@portal/forms';
import { EmptyState } from '@portal/ui';
import { useState } from 'react';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';
import { DepositDetails } from './DepositDetails';
import { DepositHistory } from './DepositHistory';
import { LoadFailed } from './LoadFailed';
import { PanelLoading } from './PanelLoading';

export interface DepositPageProps {
  /** The deposit to show (the provider's page returns with `?deposit=<reference>`); none shows the form. */
  reference?: string;
  /** Shows a deposit, or the form again (undefined); the host keeps it in the page's address. */
  onShowDeposit: (reference: string | undefined) => void;
  /**
   * Where the provider's hosted page sends the member back: this page, as a path of the site or an URL on
   * one of the platform's allowed origins. The platform adds `deposit=<reference>` to it.
   */
  returnUrl: string;
  /** Opens the provider's hosted page; the browser goes there by default. */
  openPaymentPage?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/**
 * The cashier's deposit page (spec 2.6 depositv2), over the payments port: the channels on offer with
 * their limits, the deposit started once per intent (a retried submit sends the same idempotency key),
 * then the provider's hosted page (e-wallet) or the transfer's reference code or the crypto address; the
 * deposit's status, and the member's latest deposits.
 */
export function DepositPage({
  reference,
  onShowDeposit,
  returnUrl,
  openPaymentPage = goTo,
}: DepositPageProps) {
  const { t } = useAccountTranslation();
  const failureOutcome = useFailureOutcome();
  const channels = useCall(calls.depositChannels);
  const client = useApiClient();
  const keys = useIdempotencyKey();
  // Bumped when a deposit starts or one shown changes its status: the list of deposits is read again.
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((count) => count + 1);

  const submit = async ({ channel, amountMinor }: DepositPayload) => {
    const request = { channel: channel as DepositChannel, amountMinor, returnUrl };
    try {
      const deposit = await client.call(calls.depositStart, request, {
        idempotencyKey: keys.keyFor(request),
      });
      keys.done();
      changed();
      if (deposit.hostedPageUrl) openPaymentPage(deposit.hostedPageUrl);
      else onShowDeposit(deposit.reference);
      return { ok: true as const };
    } catch (error) {
      return failureOutcome(error);
    }
  };

  let top;
  if (reference) {
    top = (
      <DepositDetails
        reference={reference}
        onNewDeposit={() => onShowDeposit(undefined)}
        openPaymentPage={openPaymentPage}
        onStatusChange={changed}
      />
    );
  } else if (channels.error) {
    top = <LoadFailed title={t('deposit.loadFailed')} onRetry={() => void channels.mutate()} />;
  } else if (!channels.data) {
    top = <PanelLoading lines={5} />;
  } else if (channels.data.channels.length === 0) {
    top = <EmptyState title={t('deposit.noChannels')} description={t('deposit.noChannelsHint')} />;
  } else {
    top = (
      <div className={styles.panel}>
        <p className={styles.lead}>{t('deposit.lead')}</p>
        <DepositForm channels={channels.data.channels} currency={channels.data.currency} onSubmit={submit} />
      </div>
    );
  }
  return (
    <>
      {top}
      <DepositHistory version={changes} onOpen={onShowDeposit} />
    </>
  );
}
