import { calls, type WalletBalance } from '@portal/api';
import { useAfterMoneyMove, useApiClient, useCall, useIdempotencyKey } from '@portal/api/react';
import { WalletTransferForm, type WalletTransferPayload } from '@portal/forms';
import { Button } from '@portal/ui';
import { useId, useState } from 'react';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';
import { useMoneyText } from './useMoneyText';
import { VendorWalletCard } from './VendorWalletCard';
import { LoadFailed } from './LoadFailed';
import { PanelLoading } from './PanelLoading';

/**
 * The transfer-fund page (spec 2.6 transferFund, `GCS_walletTransfer`): the main wallet and every vendor
 * wallet with its balance, a transfer between the main wallet and one of them (once per intent: a retry
 * carries the same idempotency key), and "recall all" back to the main wallet. A single-wallet merchant's
 * games play from the main wallet, so it shows that wallet only. Every movement is said in a live region
 * and reloads the balances here and in the header.
 */
export function WalletPage() {
  const { t, locale } = useAccountTranslation();
  const { money } = useMoneyText();
  const list = useCall(calls.wallets, { language: locale });
  const client = useApiClient();
  const transferKeys = useIdempotencyKey();
  const recallKeys = useIdempotencyKey();
  const failureOutcome = useFailureOutcome();
  const afterMoneyMove = useAfterMoneyMove();
  const [direction, setDirection] = useState<{ from?: string; to?: string }>({});
  const [notice, setNotice] = useState<string>();
  const [recalling, setRecalling] = useState(false);
  const [problem, setProblem] = useState<string>();
  const mainHeading = useId();
  const vendorsHeading = useId();

  const labelOf = (wallet: WalletBalance) => (wallet.name === 'main' ? t('wallet.main') : wallet.displayName);
  const moved = async (text: string) => {
    setNotice(text);
    await Promise.all([list.mutate(), afterMoneyMove()]);
  };

  const submit = async (payload: WalletTransferPayload) => {
    try {
      await client.call(calls.walletTransfer, payload, { idempotencyKey: transferKeys.keyFor(payload) });
      transferKeys.done();
      const wallets = list.data?.wallets ?? [];
      const name = (walletName: string) => {
        const wallet = wallets.find((candidate) => candidate.name === walletName);
        return wallet ? labelOf(wallet) : walletName;
      };
      await moved(
        t('wallet.moved', {
          amount: money(payload.amountMinor, list.data?.currency ?? ''),
          from: name(payload.from),
          to: name(payload.to),
        }),
      );
      return { ok: true as const };
    } catch (error) {
      return failureOutcome(error);
    }
  };

  const recall = async () => {
    setRecalling(true);
    try {
      await client.call(calls.walletRecall, undefined, { idempotencyKey: recallKeys.keyFor('recall') });
      recallKeys.done();
      setProblem(undefined);
      await moved(t('wallet.recalled'));
    } catch (error) {
      setProblem(failureOutcome(error).message);
    } finally {
      setRecalling(false);
    }
  };

  if (list.error && !list.data) {
    return <LoadFailed title={t('wallet.loadFailed')} onRetry={() => void list.mutate()} />;
  }
  if (!list.data) {
    return <PanelLoading lines={5} />;
  }
  const { isSingle, currency, wallets } = list.data;
  const main = wallets[0];
  const vendors = wallets.slice(1);
  const inVendors = vendors.reduce((sum, wallet) => sum + wallet.balanceMinor, 0);
  return (
    <>
      <section className={styles.panel} aria-labelledby={mainHeading}>
        <div className={styles.panelHeading}>
          <h2 id={mainHeading} className={styles.panelTitle}>
            {t('wallet.main')}
          </h2>
          {!isSingle ? (
            <Button
              variant="secondary"
              loading={recalling}
              disabled={inVendors === 0}
              onClick={() => void recall()}
            >
              {t('wallet.recallAll')}
            </Button>
          ) : null}
        </div>
        <p className={styles.amount}>{money(main?.balanceMinor ?? 0, currency)}</p>
        {isSingle ? (
          <p className={styles.lead}>{t('wallet.single')}</p>
        ) : (
          <p className={styles.lead}>{t('wallet.inGames', { amount: money(inVendors, currency) })}</p>
        )}
        <p className={styles.outcome} role="status">
          {notice}
        </p>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </section>
      {!isSingle ? (
        <>
          <section className={styles.panel} aria-label={t('wallet.transfer')}>
            <WalletTransferForm
              // A new form when a card picks the direction: its selects start there.
              key={`${direction.from ?? ''}>${direction.to ?? ''}`}
              wallets={wallets.map((wallet) => ({ ...wallet, label: labelOf(wallet) }))}
              currency={currency}
              from={direction.from}
              to={direction.to}
              onSubmit={submit}
            />
          </section>
          <section aria-labelledby={vendorsHeading} className={styles.walletSection}>
            <h2 id={vendorsHeading} className={styles.panelTitle}>
              {t('wallet.vendors')}
            </h2>
            <ul className={styles.walletGrid}>
              {vendors.map((wallet) => (
                <VendorWalletCard
                  key={wallet.name}
                  label={wallet.displayName}
                  balance={money(wallet.balanceMinor, currency)}
                  empty={wallet.balanceMinor === 0}
                  onTransferIn={() => setDirection({ from: 'main', to: wallet.name })}
                  onTransferOut={() => setDirection({ from: wallet.name, to: 'main' })}
                />
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </>
  );
}
