import { ChangePasswordDialog } from '@portal/account';
import { useModals } from '../shell/modals/ModalContext';
import { useSession } from '../shell/session/SessionContext';
import { PortalAccountHost } from './PortalAccountHost';

/** The account's password change in the portal's modal: forced after a login with an initial or expired password. */
export function ChangePasswordModal() {
  const modals = useModals();
  const session = useSession();
  return (
    <PortalAccountHost>
      <ChangePasswordDialog
        forced={modals.forced === true}
        hasTemporaryPassword={session.member?.hasTemporaryPassword}
      />
    </PortalAccountHost>
  );
}
