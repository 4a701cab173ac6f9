import { calls, type WithdrawalReceiptAnswer, type WithdrawalRecord } from '@portal/api';
import { useAfterMoneyMove, useApiClient } from '@portal/api/react';
import { Badge, Button, type DataTableColumn } from '@portal/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';
import { useHistoryList } from './useHistoryList';
import { useMoneyText } from './useMoneyText';
import { withdrawalStatusTone } from './withdrawalStatusTone';
import { RecordTable } from './RecordTable';

// The proof's dialog and form load when a member first answers "not received": few ever do, and the
// withdraw page keeps its budget.
const ReceiptProofDialog = lazy(() =>
  import('./ReceiptProofDialog').then((m) => ({ default: m.ReceiptProofDialog })),
);

/** How often the list is asked again while a withdrawal waits for its payout. */
const pendingRefreshMs = 5_000;

export interface WithdrawalHistoryProps {
  /** Changes when the member requested a withdrawal: the list is read again. */
  version?: number;
  /** How often the list is asked again while a withdrawal is pending (ms). */
  refreshMs?: number;
}

/**
 * The member's withdrawals, newest first: amount, payout account (masked), status, and on a paid one the
 * member's receipt (received, or not received with a proof image, and later fully received), with the time
 * it counts as received. Asked again while one is pending, so the payout shows when it happens.
 */
export function WithdrawalHistory({ version = 0, refreshMs = pendingRefreshMs }: WithdrawalHistoryProps) {
  const { t } = useAccountTranslation();
  const { money, time } = useMoneyText();
  const client = useApiClient();
  const failureOutcome = useFailureOutcome();
  const afterMoneyMove = useAfterMoneyMove();
  const [proofFor, setProofFor] = useState<WithdrawalRecord>();
  const [problem, setProblem] = useState<string>();
  const { list, showMore } = useHistoryList(calls.withdrawals, version, {
    refreshInterval: (latest) => (latest?.list.some((row) => row.status === 'pending') ? refreshMs : 0),
  });
  // A payout or a rejection seen here: the balance (a rejection returns it) and the inbox changed.
  const pending = list.data?.list.filter((row) => row.status === 'pending').length ?? 0;
  const seenPending = useRef(pending);
  useEffect(() => {
    if (pending < seenPending.current) void afterMoneyMove();
    seenPending.current = pending;
  }, [pending, afterMoneyMove]);

  const answer = async (row: WithdrawalRecord, receipt: WithdrawalReceiptAnswer, proofImage?: string) => {
    try {
      await client.call(calls.withdrawalReceipt, {
        reference: row.reference,
        receipt,
        ...(proofImage ? { proofImage } : {}),
      });
      setProblem(undefined);
      await list.mutate();
      return { ok: true as const };
    } catch (error) {
      const outcome = failureOutcome(error);
      if (!proofImage) setProblem(outcome.message);
      return outcome;
    }
  };

  const receiptCell = (row: WithdrawalRecord) => {
    if (row.status === 'rejected') return t('withdraw.receipt.returned');
    if (row.status === 'pending') return t('withdraw.receipt.waiting');
    if (row.receipt === 'awaiting') {
      return (
        <div className={styles.receipt}>
          <Button size="sm" onClick={() => void answer(row, 'received')}>
            {t('withdraw.receipt.confirmReceived')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setProofFor(row)}>
            {t('withdraw.receipt.reportMissing')}
          </Button>
          {row.receiptDueAt ? (
            <span className={styles.receiptNote}>
              {t('withdraw.receipt.dueAt', { time: time(row.receiptDueAt) })}
            </span>
          ) : null}
        </div>
      );
    }
    if (row.receipt === 'notReceived') {
      return (
        <div className={styles.receipt}>
          <span>{t('withdraw.receipt.notReceived')}</span>
          <Button size="sm" variant="secondary" onClick={() => void answer(row, 'fullyReceived')}>
            {t('withdraw.receipt.confirmFullyReceived')}
          </Button>
        </div>
      );
    }
    if (row.receipt === 'fullyReceived') return t('withdraw.receipt.fullyReceived');
    return row.receiptAuto ? t('withdraw.receipt.receivedAuto') : t('withdraw.receipt.received');
  };

  const columns: DataTableColumn<WithdrawalRecord>[] = [
    {
      key: 'createdAt',
      header: t('deposit.column.time'),
      // The reference under the time: six columns do not fit the centre's width.
      cell: (row) => (
        <span className={styles.timeCell}>
          {time(row.createdAt)}
          <bdi className={styles.reference}>{row.reference}</bdi>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('deposit.column.amount'),
      numeric: true,
      cell: (row) => money(row.amountMinor, row.currency),
    },
    {
      key: 'account',
      header: t('withdraw.column.account'),
      cell: (row) => (
        <span className={styles.timeCell}>
          {row.payoutAccount.institution}
          <bdi className={styles.reference}>{row.payoutAccount.maskedNumber}</bdi>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('deposit.column.status'),
      cell: (row) => (
        <Badge tone={withdrawalStatusTone[row.status]}>{t(`withdraw.status.${row.status}`)}</Badge>
      ),
    },
    { key: 'receipt', header: t('withdraw.column.receipt'), cell: receiptCell },
  ];
  return (
    <>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <RecordTable
        caption={t('withdraw.history')}
        columns={columns}
        rows={list.data?.list ?? []}
        getRowKey={(row) => row.reference}
        loading={!list.data && !list.error}
        emptyTitle={t('withdraw.historyEmpty')}
        onShowMore={showMore}
      />
      {proofFor ? (
        <Suspense fallback={null}>
          <ReceiptProofDialog
            withdrawal={proofFor}
            onClose={() => setProofFor(undefined)}
            onSubmit={(proofImage) => answer(proofFor, 'notReceived', proofImage)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
