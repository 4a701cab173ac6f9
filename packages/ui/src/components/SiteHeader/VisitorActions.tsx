import { useUiTranslation } from '../../i18n/useUiTranslation';
import { Button } from '../Button';
import * as styles from './SiteHeader.css';
import type { SiteHeaderVisitorSession } from './siteHeaderSession';

export interface VisitorActionsProps {
  session: SiteHeaderVisitorSession;
}

/** A visitor's end of the header: Log in, and Register as the main action. */
export function VisitorActions({ session }: VisitorActionsProps) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.funds} data-slot="site-header-visitor">
      <Button variant="secondary" onClick={session.onLogin}>
        {t('header.login')}
      </Button>
      <Button variant="primary" onClick={session.onRegister}>
        {t('header.register')}
      </Button>
    </div>
  );
}
