import { Button, EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './pages.css';

/** An address the portal does not know: say so and offer the way home. */
export function NotFoundPage() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={2}
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={<Button onClick={() => void navigate('/')}>{t('notFound.home')}</Button>}
      />
    </div>
  );
}
