import { SystemStatus } from '@portal/api';
import { Button, cx, Spinner } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../system/useSystemStatus';
import * as styles from './HomePage.css';

/** The home page until the lobby arrives: the brand's welcome and the platform's live status. */
export function HomePage() {
  const { t } = useTranslation('portal');
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
      </section>
      <section className={styles.panel} aria-label={t('status.label')}>
        <p className={styles.note}>{t('home.assembling')}</p>
        <PlatformStatus />
      </section>
    </div>
  );
}

function PlatformStatus() {
  const { t } = useTranslation('portal');
  const status = useSystemStatus();
  if (status.state === 'loading') return <Spinner label={t('status.checking')} />;
  if (status.state === 'error') {
    return (
      <span className={styles.status} role="alert">
        <span className={cx(styles.dot, styles.tone.critical)} aria-hidden />
        {t('status.unreachable')}
        <Button size="sm" variant="secondary" onClick={status.retry}>
          {t('status.retry')}
        </Button>
      </span>
    );
  }
  const code = status.value.status;
  const [tone, key] =
    code === SystemStatus.Normal
      ? (['positive', 'status.normal'] as const)
      : code === SystemStatus.Maintenance
        ? (['caution', 'status.maintenance'] as const)
        : (['critical', 'status.restricted'] as const);
  return (
    <span className={styles.status} role="status">
      <span className={cx(styles.dot, styles.tone[tone])} aria-hidden />
      {t(key)}
    </span>
  );
}
