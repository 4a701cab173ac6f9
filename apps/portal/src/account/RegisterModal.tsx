import { RegisterDialog } from '@portal/account';
import { PortalBanner } from '../layout/PortalBanner';
import { useModals } from '../shell/modals/ModalContext';
import { PortalAccountHost } from './PortalAccountHost';

/** The account's registration in the portal's modal, with the sign-up banners and the address's codes. */
export function RegisterModal() {
  const modals = useModals();
  return (
    <PortalAccountHost>
      <RegisterDialog
        banner={<PortalBanner group="w_register" placement="modal" onFollow={() => modals.close()} />}
        referralCode={modals.referralCode}
        affiliateCode={modals.affiliateCode}
      />
    </PortalAccountHost>
  );
}
