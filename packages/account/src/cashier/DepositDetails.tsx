import { calls, type DepositRecord } from '@portal/api';
import { useAfterMoneyMove, useCall } from '@portal/api/react';
import { useFormsTranslation, type FormsMessageKey } from '@portal/forms';
import { Badge, Button, CopyButton, cx, EmptyState, Skeleton } from '@portal/ui';
import { useEffect, useId, useRef } from 'react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';
import { depositStatusTone } from './depositStatusTone';
import { useMoneyText } from './useMoneyText';

/** How often a waiting deposit is asked about again: the PSP's webhook usually comes within seconds. */
const pendingRefreshMs = 3_000;

export interface DepositDetailsProps {
  reference: string;
  /** Back to the form, for another deposit. */
  onNewDeposit: () => void;
  /** Opens the provider's page (a pending e-wallet deposit can still be paid there). */
  openPaymentPage: (url: string) => void;
  /** How often a waiting deposit is asked about again (ms). */
  refreshMs?: number;
  /** The deposit's status changed while it was shown. */
  onStatusChange?: () => void;
}

/** What the member does next, by channel, while the deposit waits to be paid. */
function PayInstructions({
  deposit,
  openPaymentPage,
}: {
  deposit: DepositRecord;
  openPaymentPage: (url: string) => void;
}) {
  const { t } = useAccountTranslation();
  const { money } = useMoneyText();
  const amount = money(deposit.amountMinor, deposit.currency);
  if (deposit.channel === 'ewallet' && deposit.hostedPageUrl) {
    const url = deposit.hostedPageUrl;
    return (
      <div className={styles.actions}>
        <Button onClick={() => openPaymentPage(url)}>{t('deposit.continuePayment')}</Button>
      </div>
    );
  }
  if (!deposit.payInstruction) return null;
  const bank = deposit.channel === 'bank';
  return (
    <>
      <p className={styles.outcome}>
        {bank
          ? t('deposit.bankSteps', { amount })
          : t('deposit.cryptoSteps', { amount, required: deposit.requiredConfirmations ?? 0 })}
      </p>
      <div className={styles.payTo}>
        <div className={styles.payText}>
          <p className={styles.factName}>{bank ? t('deposit.referenceCode') : t('deposit.address')}</p>
          <div className={styles.payCodeRow}>
            <code className={styles.payCode}>{deposit.payInstruction}</code>
            <CopyButton
              size="md"
              text={deposit.payInstruction}
              label={bank ? t('deposit.copyCode') : t('deposit.copyAddress')}
              failedMessage={t('deposit.copyFailed')}
            />
          </div>
        </div>
        {deposit.payQr ? (
          <img
            className={styles.payQr}
            src={deposit.payQr}
            alt={t('deposit.addressQr')}
            width={144}
            height={144}
          />
        ) : null}
      </div>
    </>
  );
}

/**
 * One deposit (the hosted page returns here with its reference): its status with its time, asked again
 * every few seconds while it waits, announced when it changes, and what to do to pay it. An approval seen
 * here loads the balance and the unread messages again, so the header shows the credit at once.
 */
export function DepositDetails({
  reference,
  onNewDeposit,
  openPaymentPage,
  refreshMs = pendingRefreshMs,
  onStatusChange,
}: DepositDetailsProps) {
  const { t } = useAccountTranslation();
  const { t: forms } = useFormsTranslation();
  const { money, time } = useMoneyText();
  const record = useCall(
    calls.depositRecord,
    { reference },
    {
      refreshInterval: (latest) => (latest?.status === 'pending' ? refreshMs : 0),
    },
  );
  const afterMoneyMove = useAfterMoneyMove();
  const deposit = record.data;
  const status = deposit?.status;
  const seen = useRef(status);
  const headingId = useId();
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (before === undefined || before === status) return;
    onStatusChange?.();
    // Seen turning approved (not opened approved): the balance and the unread messages changed.
    if (status === 'approved') void afterMoneyMove();
  }, [status, afterMoneyMove, onStatusChange]);

  if (record.error && !deposit) {
    return (
      <EmptyState
        title={t('deposit.notFound')}
        action={
          <Button variant="secondary" onClick={onNewDeposit}>
            {t('deposit.newDeposit')}
          </Button>
        }
      />
    );
  }
  if (!deposit) {
    return (
      <div className={styles.panel} aria-busy="true">
        <Skeleton lines={4} />
      </div>
    );
  }
  const channel = forms(`deposit.channel.${deposit.channel}` as FormsMessageKey);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeading}>
        <h2 id={headingId} className={styles.panelTitle}>
          {t('deposit.detailsTitle', { channel })}
        </h2>
        <Badge tone={depositStatusTone[deposit.status]}>{t(`deposit.status.${deposit.status}`)}</Badge>
      </div>
      <p className={styles.outcome} role="status">
        {t(`deposit.outcome.${deposit.status}`, { amount: money(deposit.amountMinor, deposit.currency) })}
      </p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('deposit.amount')}</dt>
        <dd className={styles.factValue}>
          <span className={styles.amount}>{money(deposit.amountMinor, deposit.currency)}</span>
        </dd>
        <dt className={styles.factName}>{t('deposit.reference')}</dt>
        <dd className={cx(styles.factValue, styles.copyable)}>
          <bdi>{deposit.reference}</bdi>
          <CopyButton
            text={deposit.reference}
            label={t('deposit.copyReference')}
            failedMessage={t('deposit.copyFailed')}
          />
        </dd>
        <dt className={styles.factName}>{t('deposit.createdAt')}</dt>
        <dd className={styles.factValue}>{time(deposit.createdAt)}</dd>
        {deposit.status === 'pending' ? (
          <>
            <dt className={styles.factName}>{t('deposit.payBy')}</dt>
            <dd className={styles.factValue}>{time(deposit.expiresAt)}</dd>
          </>
        ) : deposit.settledAt ? (
          <>
            <dt className={styles.factName}>{t(`deposit.settledAt.${deposit.status}`)}</dt>
            <dd className={styles.factValue}>{time(deposit.settledAt)}</dd>
          </>
        ) : null}
        {deposit.channel === 'crypto' ? (
          <>
            <dt className={styles.factName}>{t('deposit.confirmationsName')}</dt>
            <dd className={styles.factValue}>
              {t('deposit.confirmations', {
                count: deposit.confirmations ?? 0,
                required: deposit.requiredConfirmations ?? 0,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {deposit.status === 'pending' ? (
        <PayInstructions deposit={deposit} openPaymentPage={openPaymentPage} />
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onNewDeposit}>
          {t('deposit.newDeposit')}
        </Button>
      </div>
    </section>
  );
}
