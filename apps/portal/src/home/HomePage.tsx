import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useModals } from '../modals/ModalContext';
import { useSession } from '../session/SessionContext';
import * as styles from './HomePage.css';

/** The home page until the lobby arrives: the brand's welcome and the way into an account. */
export function HomePage() {
  const { t } = useTranslation('portal');
  const session = useSession();
  const modals = useModals();
  const name = session.member?.nickname;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {name ? t('home.welcomeBack', { name }) : t('home.title')}
        </h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
        {session.state === 'visitor' ? (
          <div className={styles.actions}>
            <Button onClick={() => modals.open('register')}>{t('header.register')}</Button>
            <Button variant="secondary" onClick={() => modals.open('login')}>
              {t('header.login')}
            </Button>
          </div>
        ) : null}
      </section>
      <section className={styles.panel} aria-label={t('home.lobbyLabel')}>
        <p className={styles.note}>{t('home.assembling')}</p>
      </section>
    </div>
  );
}
