import { calls, isApiRequestError, type WithdrawalRecord } from '@portal/api';
import { useAfterMoneyMove, useApiClient, useCall, useIdempotencyKey } from '@portal/api/react';
import { WithdrawForm, type WithdrawPayload } from '@portal/forms';
import { Badge, Button, CopyButton, cx, EmptyState } from '@portal/ui';
import { useId, useState, type ReactNode } from 'react';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { PaymentPasswordPanelLazy } from '../security/PaymentPasswordPanelLazy';
import { PayoutAccountBinderLazy } from '../security/PayoutAccountBinderLazy';
import * as styles from './cashier.css';
import { useMoneyText } from './useMoneyText';
import { WithdrawalHistory } from './WithdrawalHistory';
import { withdrawalStatusTone } from './withdrawalStatusTone';
import { LoadFailed } from './LoadFailed';
import { PanelLoading } from './PanelLoading';

/** A titled panel of the page (one step, or the form). */
function Panel({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** The withdrawal just requested: held at once, with what happens next. */
function Requested({ withdrawal, onAnother }: { withdrawal: WithdrawalRecord; onAnother: () => void }) {
  const { t } = useAccountTranslation();
  const { money, time } = useMoneyText();
  const amount = money(withdrawal.amountMinor, withdrawal.currency);
  return (
    <Panel title={t('withdraw.requestedTitle')}>
      <p className={styles.outcome} role="status">
        {t('withdraw.requested', { amount })}
      </p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('deposit.amount')}</dt>
        <dd className={`${styles.factValue} ${styles.amount}`}>{amount}</dd>
        <dt className={styles.factName}>{t('withdraw.to')}</dt>
        <dd className={styles.factValue}>
          {withdrawal.payoutAccount.institution} <bdi>{withdrawal.payoutAccount.maskedNumber}</bdi>
        </dd>
        <dt className={styles.factName}>{t('deposit.reference')}</dt>
        <dd className={cx(styles.factValue, styles.copyable)}>
          <bdi>{withdrawal.reference}</bdi>
          <CopyButton
            text={withdrawal.reference}
            label={t('deposit.copyReference')}
            failedMessage={t('deposit.copyFailed')}
          />
        </dd>
        <dt className={styles.factName}>{t('deposit.createdAt')}</dt>
        <dd className={styles.factValue}>{time(withdrawal.createdAt)}</dd>
        <dt className={styles.factName}>{t('deposit.column.status')}</dt>
        <dd className={styles.factValue}>
          <Badge tone={withdrawalStatusTone[withdrawal.status]}>
            {t(`withdraw.status.${withdrawal.status}`)}
          </Badge>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAnother}>
          {t('withdraw.another')}
        </Button>
      </div>
    </Panel>
  );
}

/**
 * The cashier's withdraw page (spec 2.6 withdraw, 4 and 9): first what a withdrawal needs (a payment
 * password, a payout account bound with an SMS code), then the form with the site's limits and the
 * balance. A request is sent once per intent (a retry carries the same idempotency key); its amount is
 * held at once, so the balance drops, and the member's withdrawals below show it until it is paid.
 */
export function WithdrawPage() {
  const { t } = useAccountTranslation();
  const options = useCall(calls.withdrawOptions);
  const payouts = useCall(calls.payoutAccounts);
  const client = useApiClient();
  const keys = useIdempotencyKey();
  const failureOutcome = useFailureOutcome();
  const afterMoneyMove = useAfterMoneyMove();
  const [requested, setRequested] = useState<WithdrawalRecord>();
  // Bumped when a withdrawal is requested: the list of withdrawals is read again.
  const [changes, setChanges] = useState(0);

  const submit = async ({ amountMinor, payoutAccountId, paymentPassword }: WithdrawPayload) => {
    // The intent is the amount and the account; a mistyped payment password is refused before the key
    // is claimed, so the retry with the right one is the same intent.
    const idempotencyKey = keys.keyFor({ amountMinor, payoutAccountId });
    try {
      const withdrawal = await client.call(
        calls.withdraw,
        { amountMinor, payoutAccountId, paymentPassword },
        { idempotencyKey },
      );
      keys.done();
      setRequested(withdrawal);
      setChanges((count) => count + 1);
      void afterMoneyMove();
      void options.mutate();
      return { ok: true as const };
    } catch (error) {
      // A refusal the platform stored (over the balance, the day's count) would be answered again for
      // this key: the next attempt is a new intent. Only a request still in flight keeps its key.
      if (isApiRequestError(error) && error.status > 0 && error.code !== 'IDEMPOTENCY_IN_FLIGHT') keys.done();
      return failureOutcome(error);
    }
  };

  let top: ReactNode;
  if (options.error || payouts.error) {
    top = (
      <LoadFailed
        title={t('withdraw.loadFailed')}
        onRetry={() => void Promise.all([options.mutate(), payouts.mutate()])}
      />
    );
  } else if (!options.data || !payouts.data) {
    top = <PanelLoading lines={5} />;
  } else if (requested) {
    top = <Requested withdrawal={requested} onAnother={() => setRequested(undefined)} />;
  } else if (!options.data.paymentPasswordSet) {
    top = (
      <Panel title={t('withdraw.step.paymentPassword')} lead={t('withdraw.step.paymentPasswordLead')}>
        <PaymentPasswordPanelLazy isSet={false} onSaved={() => void options.mutate()} />
      </Panel>
    );
  } else if (payouts.data.list.length === 0) {
    top = (
      <Panel title={t('withdraw.step.payoutAccount')} lead={t('withdraw.step.payoutAccountLead')}>
        <PayoutAccountBinderLazy
          maskedMobile={payouts.data.maskedMobile}
          onBound={() => void payouts.mutate()}
        />
      </Panel>
    );
  } else if (options.data.usedToday >= options.data.dailyCount) {
    top = (
      <EmptyState
        title={t('withdraw.dailyUsed')}
        description={t('withdraw.dailyUsedHint', { count: options.data.dailyCount })}
      />
    );
  } else {
    const left = options.data.dailyCount - options.data.usedToday;
    top = (
      <Panel title={t('withdraw.formTitle')} lead={t('withdraw.lead', { count: left })}>
        <WithdrawForm
          limits={options.data}
          currency={options.data.currency}
          balanceMinor={options.data.balanceMinor}
          payoutAccounts={payouts.data.list}
          onSubmit={submit}
        />
      </Panel>
    );
  }
  return (
    <>
      {top}
      <WithdrawalHistory version={changes} />
    </>
  );
}
