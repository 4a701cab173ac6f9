import { ForgotPasswordDialog } from '@portal/account';
import { PortalBanner } from '../layout/PortalBanner';
import { useModals } from '../shell/modals/ModalContext';
import { PortalAccountHost } from './PortalAccountHost';

/** The account's recovery in the portal's modal, with the account-help banners. */
export function ForgotPasswordModal() {
  const modals = useModals();
  return (
    <PortalAccountHost>
      <ForgotPasswordDialog
        banner={<PortalBanner group="w_forget" placement="modal" onFollow={() => modals.close()} />}
      />
    </PortalAccountHost>
  );
}
