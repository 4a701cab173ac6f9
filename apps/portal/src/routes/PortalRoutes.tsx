import { resetPasswordPage } from '@portal/api';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HomeRoute } from '../home/HomeRoute';
import { LazyLobbyPage } from '../lobby/LazyLobbyPage';
import { AppLayout } from '../layout/AppLayout';
import { lazySection } from '../shell/sections/lazySection';
import { OpenModalRoute } from './OpenModalRoute';
import { RequireLogin } from './RequireLogin';
import { ScrollToTop } from './ScrollToTop';
import { SectionBoundary } from '../shell/sections/SectionBoundary';

/** The lobby paths: each sets the current category (upper-cased). */
const categoryPaths = ['sports', 'esports', 'cockfight', 'lott', 'elott', 'live', 'fish', 'rng', 'pvp'];
/** The member centre and its pages (`/member/<page>`): a trial account is told to register a real one. */
const memberCentre = ['member', 'member/:page'];
const memberNotYet = ['pointMall'];
/** The lottery screens (spec 2.1), login required; their game pages are in `gamePages`. */
const lotteryPages = ['lottery', 'seaLottery', 'vnLottery'];
/** The member's account lobbies (spec 2.1 AccountGame). */
const accountLobbies = ['favorite', 'recent'];
/**
 * Game pages: the normal layout without the side menu (spec 2.2). The lottery paths are matched with
 * their case, since /seaLottery (with the menu) and /sealottery (without) are two routes.
 */
const gamePages = ['lottert', 'vnlottery', 'sealottery'];

// Sections load on demand, so the first page carries only what it shows (spec 2.1).
// The lobbies, the lottery screens and the game page (spec 2.2: GameListCenter, AccountGame, Lottery,
// Seamless).
const SeamlessPage = lazySection(() => import('../seamless/SeamlessPage').then((m) => m.SeamlessPage));
const LotteryPage = lazySection(() => import('../lottery/LotteryPage').then((m) => m.LotteryPage));
const HelpPage = lazySection(() => import('../help/HelpPage').then((m) => m.HelpPage));
const PromotionsPage = lazySection(() =>
  import('../promotions/PromotionsPage').then((m) => m.PromotionsPage),
);
const AnnouncementsPage = lazySection(() =>
  import('../announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage),
);
const AppDownloadPage = lazySection(() => import('../info/AppDownloadPage').then((m) => m.AppDownloadPage));
const MirrorsPage = lazySection(() => import('../info/MirrorsPage').then((m) => m.MirrorsPage));
const FeedbackPage = lazySection(() => import('../info/FeedbackPage').then((m) => m.FeedbackPage));
const OAuthCallbackPage = lazySection(() =>
  import('../account/OAuthCallbackPage').then((m) => m.OAuthCallbackPage),
);
const ResetPasswordPage = lazySection(() =>
  import('../account/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const AgentLandingPage = lazySection(() =>
  import('../agent/AgentLandingPage').then((m) => m.AgentLandingPage),
);
// Pages few visits reach: an unknown address, and the member centre's pages still to be built.
const NotFoundPage = lazySection(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));
const NotYetPage = lazySection(() => import('../pages/NotYetPage').then((m) => m.NotYetPage));
const AgentHomeRoute = lazySection(() => import('../agent/AgentHomeRoute').then((m) => m.AgentHomeRoute));
const MemberCentreRoute = lazySection(() => import('./MemberCentreRoute').then((m) => m.MemberCentreRoute));

const member = (page: ReactNode) => <RequireLogin>{page}</RequireLogin>;

/** The routes of spec section 2.1; pages that later issues build say plainly that they are not available yet. */
export function PortalRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="login" element={<OpenModalRoute modal="login" />} />
          <Route path="register" element={<OpenModalRoute modal="register" />} />
          <Route path="forget" element={<OpenModalRoute modal="forgotPassword" />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="promotions" element={<PromotionsPage />} />
          <Route path="announce" element={<AnnouncementsPage />} />
          <Route path="down" element={<AppDownloadPage />} />
          <Route path="mirror" element={<MirrorsPage />} />
          <Route path="feedback" element={<FeedbackPage />} />
          <Route path="oauth/callback" element={<OAuthCallbackPage />} />
          <Route path={resetPasswordPage.slice(1)} element={<ResetPasswordPage />} />
          {['index', 'index.html', 'home'].map((path) => (
            <Route key={path} path={path} element={<Navigate to="/" replace />} />
          ))}
          {categoryPaths.map((path) => (
            <Route key={path} path={path} element={<LazyLobbyPage />} />
          ))}
          {accountLobbies.map((path) => (
            <Route key={path} path={path} element={member(<LazyLobbyPage />)} />
          ))}
          {memberCentre.map((path) => (
            <Route key={path} path={path} element={member(<MemberCentreRoute />)} />
          ))}
          {memberNotYet.map((path) => (
            <Route key={path} path={path} caseSensitive element={member(<NotYetPage />)} />
          ))}
          {lotteryPages.map((path) => (
            <Route key={path} path={path} caseSensitive element={member(<LotteryPage />)} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<AppLayout sideMenu={false} />}>
          {gamePages.map((path) => (
            <Route key={path} path={path} caseSensitive element={member(<LotteryPage />)} />
          ))}
        </Route>
        {/* /seamless is the game page without the footer (spec 2.1). */}
        <Route element={<AppLayout sideMenu={false} footer={false} />}>
          <Route path="seamless" element={<SeamlessPage />} />
        </Route>
        <Route
          path="agent"
          element={
            <SectionBoundary>
              <AgentLandingPage />
            </SectionBoundary>
          }
        />
        <Route
          path="agentHome"
          element={
            <SectionBoundary>
              <AgentHomeRoute />
            </SectionBoundary>
          }
        />
      </Routes>
    </>
  );
}
