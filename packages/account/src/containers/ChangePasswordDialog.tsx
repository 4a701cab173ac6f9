import { useApiClient } from '@portal/api/react';
import { ChangePasswordForm } from '@portal/forms';
import { Dialog } from '@portal/ui';
import { useAccountHost } from '../host/AccountHostContext';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './dialog.css';

export interface ChangePasswordDialogProps {
  /** After a login with the initial or an expired password: the dialog cannot be dismissed. */
  forced?: boolean;
  /** The member's password is a temporary one (the form then asks for no current password). */
  hasTemporaryPassword?: boolean;
}

/**
 * Change password (spec sections 4 and 5). Forced after a login with the initial or an expired
 * password: it cannot be dismissed, and success reloads the login info, closes and goes to /.
 */
export function ChangePasswordDialog({ forced = false, hasTemporaryPassword }: ChangePasswordDialogProps) {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const host = useAccountHost();
  const failureOutcome = useFailureOutcome();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !forced && host.close()}>
      <Dialog.Content size="sm" hideClose={forced} closeOnEscape={!forced} closeOnOverlayClick={!forced}>
        <Dialog.Title>{t(forced ? 'changePassword.forcedTitle' : 'changePassword.title')}</Dialog.Title>
        {forced ? <Dialog.Description>{t('changePassword.forcedDescription')}</Dialog.Description> : null}
        <ChangePasswordForm
          className={styles.form}
          hasTemporaryPassword={hasTemporaryPassword}
          onSubmit={async (payload) => {
            try {
              await client.changePassword(payload);
              await host.refreshMember();
              host.goTo('home');
              return { ok: true };
            } catch (error) {
              return failureOutcome(error);
            }
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
