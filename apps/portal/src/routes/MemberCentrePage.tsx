import { NotYetPage } from '../pages/NotYetPage';
import { RequireRealAccount } from './RequireRealAccount';

/** The member centre (spec 2.1): a trial account is told to register a real one; the pages come later. */
export function MemberCentrePage() {
  return (
    <RequireRealAccount>
      <NotYetPage />
    </RequireRealAccount>
  );
}
