import { Button, EmptyState } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './pages.css';

/** A page that only says something (not found, not available yet) and offers the way home. */
export function PageNotice({ icon, title, text }: { icon?: ReactNode; title: string; text: string }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={2}
        icon={icon}
        title={title}
        description={text}
        action={<Button onClick={() => void navigate('/')}>{t('notFound.home')}</Button>}
      />
    </div>
  );
}
