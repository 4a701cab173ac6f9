import { calls } from '@portal/api';
import { useCall } from '@portal/api/react';
import { Badge, Button, Skeleton } from '@portal/ui';
import { lazy, Suspense, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import * as cashier from '../cashier/cashier.css';
import { AccountHostContext } from '../host/AccountHostContext';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { LoginHistoryPanel } from './LoginHistoryPanel';
import { PaymentPasswordPanel } from './PaymentPasswordPanel';
import { PayoutAccountBinderLazy } from './PayoutAccountBinderLazy';
import { PayoutAccountList } from './PayoutAccountList';
import * as styles from './security.css';
import { LoadFailed } from '../cashier/LoadFailed';
import { PanelLoading } from '../cashier/PanelLoading';

// The profile's form in a chunk of its own, asked for as the centre opens (beside the centre's own calls).
const loadProfilePanel = () => import('./ProfilePanel');
const ProfilePanel = lazy(() => loadProfilePanel().then((m) => ({ default: m.ProfilePanel })));

/** One section of the centre: a titled panel with an optional status beside the title. */
function Section({ title, status, children }: { title: string; status?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={cashier.panel} aria-labelledby={headingId}>
      <div className={cashier.panelHeading}>
        <h2 id={headingId} className={cashier.panelTitle}>
          {title}
        </h2>
        {status}
      </div>
      {children}
    </section>
  );
}

/**
 * The security centre (spec 2.6 securityCenter, "my account"): the member's profile (nickname, avatar, the
 * real name and birthday, those two set once); the login password, changed in the host's change-password
 * dialog (when an account host is above the centre); the payment password that withdrawals ask for (set
 * with the login password, changed with the current one) and the payout accounts withdrawals are paid to,
 * each bound with an SMS code and shown masked; and the member's recent logins (time, device, masked
 * address), this session's marked.
 */
export function SecurityCentrePage() {
  const { t } = useAccountTranslation();
  const options = useCall(calls.withdrawOptions);
  const payouts = useCall(calls.payoutAccounts);
  const [binding, setBinding] = useState(false);
  const [saved, setSaved] = useState(false);
  // The change-password flow shows where the host places the account's dialogs.
  const host = useContext(AccountHostContext);
  useEffect(() => void loadProfilePanel(), []);

  if (options.error || payouts.error) {
    return (
      <LoadFailed
        title={t('security.loadFailed')}
        onRetry={() => void Promise.all([options.mutate(), payouts.mutate()])}
      />
    );
  }
  if (!options.data || !payouts.data) {
    return <PanelLoading lines={6} />;
  }
  const isSet = options.data.paymentPasswordSet;
  const { list, maxAccounts, maskedMobile } = payouts.data;
  return (
    <div className={styles.sections}>
      <Section title={t('security.profile.title')}>
        <Suspense fallback={<Skeleton lines={5} />}>
          <ProfilePanel />
        </Suspense>
      </Section>
      {host ? (
        <Section title={t('security.password.title')}>
          <p className={cashier.lead}>{t('security.password.lead')}</p>
          <div className={cashier.actions}>
            <Button variant="secondary" onClick={() => host.open('changePassword')}>
              {t('security.password.change')}
            </Button>
          </div>
        </Section>
      ) : null}
      <Section
        title={t('security.paymentPassword')}
        status={
          <Badge tone={isSet ? 'positive' : 'accent'}>
            {t(isSet ? 'security.paymentPasswordSet' : 'security.paymentPasswordNotSet')}
          </Badge>
        }
      >
        {saved ? (
          <p className={cashier.outcome} role="status">
            {t('security.paymentPasswordSaved')}
          </p>
        ) : null}
        <PaymentPasswordPanel
          // A new form once saved: the next change starts empty and asks for the new password.
          key={isSet ? 'change' : 'set'}
          isSet={isSet}
          onSaved={() => {
            setSaved(true);
            void options.mutate();
          }}
        />
      </Section>
      <Section
        title={t('security.payoutAccounts')}
        status={
          <span className={styles.statusLine}>
            {t('security.payoutCount', { count: list.length, max: maxAccounts })}
          </span>
        }
      >
        <p className={cashier.lead}>{t('security.payoutLead')}</p>
        {list.length > 0 ? <PayoutAccountList accounts={list} /> : null}
        {binding ? (
          <PayoutAccountBinderLazy
            maskedMobile={maskedMobile}
            onBound={() => {
              setBinding(false);
              void payouts.mutate();
            }}
          />
        ) : list.length < maxAccounts ? (
          <div className={cashier.actions}>
            <Button variant="secondary" onClick={() => setBinding(true)}>
              {t('security.addPayoutAccount')}
            </Button>
          </div>
        ) : (
          <p className={cashier.lead}>{t('security.payoutFull')}</p>
        )}
      </Section>
      <Section title={t('security.logins.title')}>
        <LoginHistoryPanel />
      </Section>
    </div>
  );
}
