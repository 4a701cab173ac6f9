import { Button, EmptyState } from '@portal/ui';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './pages.css';

/**
 * A page of the route table that a later release builds (member centre, lobbies, lottery): it says
 * plainly that the page is not available yet, so no link is dead and no content is invented.
 */
export function NotYetPage() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={2}
        icon={<Hourglass size={36} />}
        title={t('notYet.title')}
        description={t('notYet.text')}
        action={<Button onClick={() => void navigate('/')}>{t('notFound.home')}</Button>}
      />
    </div>
  );
}
