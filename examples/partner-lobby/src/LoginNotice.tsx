import { Button, Dialog } from '@portal/ui';
import type { OasisMessages } from './messages';
import { OasisMark } from './OasisLogo';

/**
 * Oasis Play's own answer to the lobby's `requireLogin`: the partner keeps its accounts, so a visitor who
 * presses PLAY NOW is sent to log in on Oasis Play. Built with the kit's Dialog, so it wears the brand.
 */
export function LoginNotice({
  open,
  onOpenChange,
  text,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: OasisMessages;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="sm" data-slot="oasis-login-notice">
        <div className="oasis-notice__mark">
          <OasisMark size={56} />
        </div>
        <Dialog.Title className="oasis-notice__title">{text.loginTitle}</Dialog.Title>
        <Dialog.Description className="oasis-notice__text">{text.loginText}</Dialog.Description>
        <Dialog.Body>
          <p className="oasis-notice__hint">{text.loginHint}</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button>{text.loginOk}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
