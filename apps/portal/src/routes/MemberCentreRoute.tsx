import { isMemberPage, MemberCentre, PanelLoading } from '@portal/account';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PortalAccountHost } from '../account/PortalAccountHost';
import { memberBase as base } from '../member/memberBase';
import { memberPageRoutes } from '../member/memberPageRoutes';
import { NotYetPage } from '../pages/NotYetPage';
import { RequireRealAccount } from './RequireRealAccount';

/**
 * The member centre (spec 2.1 MemberCentre, 2.6): for real accounts only (a trial account is told to
 * register one). `/member` is "my account"; the pages a later release builds say so inside the centre,
 * and the side menu's other member pages (rebate, rewards, VIP, referral) on their own. The centre's
 * pages open the account's flows (the security centre's password change) in the portal's modals.
 */
export function MemberCentreRoute() {
  // The page is the path's segment after /member (the route is `member/:page`).
  const page = useLocation().pathname.split('/')[2];
  if (!page) return <Navigate to={`${base}/security`} replace />;
  if (!isMemberPage(page)) {
    return (
      <RequireRealAccount>
        <NotYetPage />
      </RequireRealAccount>
    );
  }
  const Page = memberPageRoutes[page];
  return (
    <RequireRealAccount>
      <PortalAccountHost>
        <MemberCentre page={page} basePath={base}>
          {Page ? (
            // The centre's frame stays while a page's chunk arrives.
            <Suspense fallback={<PanelLoading lines={6} />}>
              <Page />
            </Suspense>
          ) : (
            <NotYetPage headingLevel={2} />
          )}
        </MemberCentre>
      </PortalAccountHost>
    </RequireRealAccount>
  );
}
