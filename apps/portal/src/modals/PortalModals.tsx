import { lazy, Suspense } from 'react';
import { useModals } from './ModalContext';

// The forms behind the modals load when a modal first opens, not with the first page.
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => import('./RegisterModal').then((m) => ({ default: m.RegisterModal })));
const ForgotPasswordModal = lazy(() =>
  import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })),
);
const ChangePasswordModal = lazy(() =>
  import('./ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);
const HelpModal = lazy(() => import('../help/HelpModal').then((m) => ({ default: m.HelpModal })));

/** Whichever modal is open. */
export function PortalModals() {
  const { name } = useModals();
  return (
    <Suspense fallback={null}>
      {name === 'login' ? <LoginModal /> : null}
      {name === 'register' ? <RegisterModal /> : null}
      {name === 'forgotPassword' ? <ForgotPasswordModal /> : null}
      {name === 'changePassword' ? <ChangePasswordModal /> : null}
      {name === 'help' ? <HelpModal /> : null}
    </Suspense>
  );
}
