import { lazy, Suspense } from 'react';
import { loadWithTexts } from '../i18n/loadWithTexts';
import { useModals } from '../shell/modals/ModalContext';

// The forms behind the modals load when a modal first opens, not with the first page, and with their texts.
const LoginModal = lazy(() =>
  loadWithTexts(() => import('../account/LoginModal')).then((m) => ({ default: m.LoginModal })),
);
const RegisterModal = lazy(() =>
  loadWithTexts(() => import('../account/RegisterModal')).then((m) => ({ default: m.RegisterModal })),
);
const ForgotPasswordModal = lazy(() =>
  loadWithTexts(() => import('../account/ForgotPasswordModal')).then((m) => ({
    default: m.ForgotPasswordModal,
  })),
);
const ChangePasswordModal = lazy(() =>
  loadWithTexts(() => import('../account/ChangePasswordModal')).then((m) => ({
    default: m.ChangePasswordModal,
  })),
);
const HelpModal = lazy(() =>
  loadWithTexts(() => import('../help/HelpModal')).then((m) => ({ default: m.HelpModal })),
);

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
