import { useLiveModels } from '@portal/api/react';
import { Button } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWithTexts } from '../i18n/loadWithTexts';
import { PortalBanner } from '../layout/PortalBanner';
import { PortalLobby } from '../lobby/PortalLobby';
import { useModals } from '../shell/modals/ModalContext';
import { useSession } from '../shell/session/SessionContext';
import * as styles from './HomePage.css';
import { NoticeTicker } from './NoticeTicker';

// Below the games: it loads after the page.
const LiveChatSection = lazy(() =>
  loadWithTexts(() => import('../livechat/LiveChatSection')).then((m) => ({ default: m.LiveChatSection })),
);

const home = { category: 'HOME' } as const;

/** Home (spec 2.3): the notices, the welcome, the home banners, the lobby's home and the live hosts. */
export function HomePage() {
  const { t } = useTranslation('portal');
  const session = useSession();
  const modals = useModals();
  const name = session.member?.nickname;
  // Asked with the page's other calls, so the live hosts' section (loaded later) finds them ready.
  useLiveModels();
  return (
    <div className={styles.page}>
      <NoticeTicker />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <h1 id="home-title" className={styles.title}>
            {name ? t('home.welcomeBack', { name }) : t('home.title')}
          </h1>
          <p className={styles.subtitle}>{t('home.subtitle')}</p>
        </div>
        {session.state === 'visitor' ? (
          <div className={styles.actions}>
            <Button onClick={() => modals.open('register')}>{t('header.register')}</Button>
            <Button variant="secondary" onClick={() => modals.open('login')}>
              {t('header.login')}
            </Button>
          </div>
        ) : null}
      </section>
      <PortalBanner group="w_home" placement="page" />
      <PortalLobby location={home} />
      <Suspense fallback={<div className={styles.chatSpace} />}>
        <LiveChatSection />
      </Suspense>
    </div>
  );
}
