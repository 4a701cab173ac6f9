import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { LoadingOverlay } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { HomePage } from '../home/HomePage';
import { OpenModalRoute } from './OpenModalRoute';
import { ScrollToTop } from './ScrollToTop';
import { NotFoundPage } from '../pages/NotFoundPage';
import { NotYetPage } from '../pages/NotYetPage';
import { RequireLogin } from './RequireLogin';

const publicNotYet = [
  'sports',
  'esports',
  'cockfight',
  'lott',
  'elott',
  'live',
  'fish',
  'rng',
  'pvp',
  'promotions',
  'announce',
  'down',
  'agent',
  'seamless',
];
const memberNotYet = [
  'member',
  'member/*',
  'favorite',
  'recent',
  'pointMall',
  'agentHome',
  'lottery',
  'lottert',
  'seaLottery',
  'sealottery',
  'vnLottery',
  'vnlottery',
];

// Sections load on demand, so the first page carries only what it shows.
const HelpPage = lazy(() => import('../help/HelpPage').then((module) => ({ default: module.HelpPage })));

function Lazy() {
  const { t } = useTranslation('portal');
  return (
    <Suspense fallback={<LoadingOverlay visible fullscreen label={t('startup.loading')} />}>
      <Outlet />
    </Suspense>
  );
}

/** The routes of spec section 2.1 built so far; the rest arrive with the lobby and member issues. */
export function PortalRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<Lazy />}>
          <Route index element={<HomePage />} />
          <Route path="login" element={<OpenModalRoute modal="login" />} />
          <Route path="register" element={<OpenModalRoute modal="register" />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="forget" element={<OpenModalRoute modal="forgotPassword" />} />
          {['index', 'index.html', 'home'].map((path) => (
            <Route key={path} path={path} element={<Navigate to="/" replace />} />
          ))}
          {/* Pages of the route table that later releases build: said plainly, never a dead link. */}
          {publicNotYet.map((path) => (
            <Route key={path} path={path} element={<NotYetPage />} />
          ))}
          {memberNotYet.map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireLogin>
                  <NotYetPage />
                </RequireLogin>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
