import { Button, cx } from '@portal/ui';
import { Headset, ShieldAlert, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './StatusScreen.css';

export interface StatusScreenProps {
  tone: 'caution' | 'critical';
  title: string;
  text: string;
  /** The end of maintenance, or the visitor's IP. */
  detail?: string;
  /** Opens customer service; the screen's button when there is no other action. */
  onCustomerService?: () => void;
  action?: ReactNode;
}

/** A full-page screen instead of the app: maintenance, region blocked, or the platform unreachable. */
export function StatusScreen({ tone, title, text, detail, onCustomerService, action }: StatusScreenProps) {
  const { t } = useTranslation('portal');
  const Icon = tone === 'caution' ? Wrench : ShieldAlert;
  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="status-title">
        <span className={cx(styles.icon, styles.tone[tone])} aria-hidden>
          <Icon size={36} />
        </span>
        <h1 id="status-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        {action ??
          (onCustomerService ? (
            <Button onClick={() => onCustomerService()}>
              <Headset size={18} aria-hidden />
              {t('startup.customerService')}
            </Button>
          ) : null)}
      </section>
    </main>
  );
}
