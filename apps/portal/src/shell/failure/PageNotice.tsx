import { Button, EmptyState } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './PageNotice.css';

export interface PageNoticeProps {
  icon?: ReactNode;
  title: string;
  text: string;
  /** The way on; the way home by default. */
  action?: ReactNode;
  /** 1 when the notice is the whole page (the default); 2 under a page's own title. */
  headingLevel?: 1 | 2;
}

/** A page that only says something (not found, not available yet, a section that did not load). */
export function PageNotice({ icon, title, text, action, headingLevel = 1 }: PageNoticeProps) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={headingLevel}
        icon={icon}
        title={title}
        description={text}
        action={action ?? <Button onClick={() => void navigate('/')}>{t('notFound.home')}</Button>}
      />
    </div>
  );
}
