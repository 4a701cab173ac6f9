import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { loadWithTexts } from '../i18n/loadWithTexts';
import { useModals } from '../shell/modals/ModalContext';
import { useSession } from '../shell/session/SessionContext';
import { useAnnouncementPopup } from './useAnnouncementPopup';

// The dialogs (and the HTML sanitiser behind them) load when one opens; the announcements call itself
// starts at once with the page, beside the others.
const AnnouncementPopup = lazy(() =>
  loadWithTexts(() => import('./AnnouncementPopup')).then((m) => ({ default: m.AnnouncementPopup })),
);
const WelcomeModal = lazy(() =>
  loadWithTexts(() => import('../account/WelcomeModal')).then((m) => ({ default: m.WelcomeModal })),
);

/**
 * The dialogs the site opens by itself, one at a time and never over a session modal: the
 * announcement popup, then, after a first login, the welcome (not for trial accounts, made afresh
 * on every free demo). The agent view has neither.
 */
export function SiteDialogs() {
  const modals = useModals();
  const session = useSession();
  const popup = useAnnouncementPopup();
  const { pathname } = useLocation();
  // The agent view is the agents' back office: the players' popup and welcome stay out of it.
  if (modals.name || pathname === '/agent' || pathname === '/agentHome') return null;
  return (
    <Suspense fallback={null}>
      {popup.open ? <AnnouncementPopup popup={popup} /> : null}
      {session.firstLogin && !session.isTrial && popup.settled ? <WelcomeModal /> : null}
    </Suspense>
  );
}
