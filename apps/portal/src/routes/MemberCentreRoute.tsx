import {
  DepositPage,
  isMemberPage,
  MemberCentre,
  MessagesPage,
  SecurityCentrePage,
  WalletPage,
  WithdrawPage,
  type MemberPageSlug,
} from '@portal/account';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { NotYetPage } from '../pages/NotYetPage';
import { RequireRealAccount } from './RequireRealAccount';

/** The member centre's address; its pages are `/member/<slug>` (`@portal/account`'s `memberPages`). */
const base = '/member';

/** The deposit page, with the deposit shown kept in the address (the provider's page returns to it). */
function DepositRoute() {
  const [search, setSearch] = useSearchParams();
  return (
    <DepositPage
      reference={search.get('deposit') ?? undefined}
      onShowDeposit={(reference) => setSearch(reference ? { deposit: reference } : {})}
      returnUrl={`${base}/deposit`}
    />
  );
}

/** The pages built so far; the others say inside the centre that they are still to come. */
const built: Partial<Record<MemberPageSlug, () => ReactNode>> = {
  deposit: () => <DepositRoute />,
  withdraw: () => <WithdrawPage />,
  wallet: () => <WalletPage />,
  messages: () => <MessagesPage />,
  security: () => <SecurityCentrePage />,
};

/**
 * The member centre (spec 2.1 MemberCentre, 2.6): for real accounts only (a trial account is told to
 * register one). `/member` is "my account"; the pages a later release builds say so inside the centre,
 * and the side menu's other member pages (rebate, rewards, VIP, referral) on their own.
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
  return (
    <RequireRealAccount>
      <MemberCentre page={page} basePath={base}>
        {built[page]?.() ?? <NotYetPage headingLevel={2} />}
      </MemberCentre>
    </RequireRealAccount>
  );
}
