import { LoginDialog } from '@portal/account';
import { PortalBanner } from '../layout/PortalBanner';
import { useModals } from '../shell/modals/ModalContext';
import { PortalAccountHost } from './PortalAccountHost';
import { SocialLoginButtons } from './SocialLoginButtons';

/** The account's login in the portal's modal, with the login banners and the social sign-in. */
export function LoginModal() {
  const modals = useModals();
  return (
    <PortalAccountHost>
      <LoginDialog
        banner={<PortalBanner group="w_login" placement="modal" onFollow={() => modals.close()} />}
        social={<SocialLoginButtons />}
      />
    </PortalAccountHost>
  );
}
