import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useModals, type ModalName } from '../shell/modals/ModalContext';

/**
 * /login, /register and /forget (spec section 2.1): go to / and open the modal; /register carries the referral
 * code and the address's invitation code into the registration modal.
 */
export function OpenModalRoute({
  modal,
}: {
  modal: Extract<ModalName, 'login' | 'register' | 'forgotPassword'>;
}) {
  const [params] = useSearchParams();
  const modals = useModals();
  const referralCode = params.get('referralCode') ?? undefined;
  const affiliateCode = params.get('affiliateCode') ?? params.get('code') ?? undefined;
  useEffect(() => {
    modals.open(modal, { referralCode, affiliateCode });
    // Opened once for this visit of the route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Navigate to="/" replace />;
}
