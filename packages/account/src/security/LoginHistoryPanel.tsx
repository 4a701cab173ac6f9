import { calls, type LoginEvent } from '@portal/api';
import { useCall } from '@portal/api/react';
import { Badge, type DataTableColumn } from '@portal/ui';
import { LoadFailed } from '../cashier/LoadFailed';
import { RecordTable } from '../cashier/RecordTable';
import { useMoneyText } from '../cashier/useMoneyText';
import * as cashier from '../cashier/cashier.css';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './security.css';

/**
 * The member's recent logins (the security centre's login history): when, on which browser and system,
 * from which address (masked by the platform) and how, newest first, the one of this session marked. Read
 * on its own, so the rest of the centre shows while it loads or if it fails.
 */
export function LoginHistoryPanel() {
  const { t } = useAccountTranslation();
  const { time } = useMoneyText();
  const logins = useCall(calls.loginHistory, {});

  if (logins.error) {
    return <LoadFailed title={t('security.logins.loadFailed')} onRetry={() => void logins.mutate()} />;
  }
  const columns: DataTableColumn<LoginEvent>[] = [
    {
      key: 'at',
      header: t('security.logins.column.time'),
      cell: (row) => (
        <span className={styles.loginTime}>
          {time(row.at)}
          {row.current ? <Badge tone="positive">{t('security.logins.current')}</Badge> : null}
        </span>
      ),
    },
    {
      key: 'device',
      header: t('security.logins.column.device'),
      cell: (row) => (row.device ? <bdi>{row.device}</bdi> : t('security.logins.unknownDevice')),
    },
    {
      key: 'address',
      header: t('security.logins.column.address'),
      cell: (row) =>
        row.address ? (
          <bdi dir="ltr" className={styles.loginAddress}>
            {row.address}
          </bdi>
        ) : (
          t('security.logins.unknownAddress')
        ),
    },
    {
      key: 'method',
      header: t('security.logins.column.method'),
      cell: (row) => t(`security.logins.method.${row.method}`),
    },
  ];
  return (
    <>
      <p className={cashier.lead}>{t('security.logins.lead')}</p>
      <RecordTable
        caption={t('security.logins.caption')}
        columns={columns}
        rows={logins.data?.list ?? []}
        getRowKey={(row) => String(row.id)}
        loading={!logins.data}
        emptyTitle={t('security.logins.empty')}
      />
    </>
  );
}
