import { useApiClient } from '@portal/api/react';
import { ChangePasswordForm } from '@portal/forms';
import { Button, Dialog } from '@portal/ui';
import { useState } from 'react';
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
 * password: it cannot be dismissed, and success reloads the login info, closes and goes to /. Opened by
 * the member (the security centre's login password), success says so and the member stays where they were.
 */
export function ChangePasswordDialog({ forced = false, hasTemporaryPassword }: ChangePasswordDialogProps) {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const host = useAccountHost();
  const failureOutcome = useFailureOutcome();
  const [changed, setChanged] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !forced && host.close()}>
      <Dialog.Content size="sm" hideClose={forced} closeOnEscape={!forced} closeOnOverlayClick={!forced}>
        <Dialog.Title>{t(forced ? 'changePassword.forcedTitle' : 'changePassword.title')}</Dialog.Title>
        {forced ? <Dialog.Description>{t('changePassword.forcedDescription')}</Dialog.Description> : null}
        {changed ? (
          <>
            <Dialog.Description role="status">{t('security.password.changed')}</Dialog.Description>
            <Dialog.Footer>
              {/* The form that had the focus is gone: the way out takes it. */}
              <Button autoFocus onClick={() => host.close()}>
                {t('security.password.done')}
              </Button>
            </Dialog.Footer>
          </>
        ) : (
          <ChangePasswordForm
            className={styles.form}
            hasTemporaryPassword={hasTemporaryPassword}
            onSubmit={async (payload) => {
              try {
                await client.changePassword(payload);
                await host.refreshMember();
                if (forced) host.goTo('home');
                else setChanged(true);
                return { ok: true };
              } catch (error) {
                return failureOutcome(error);
              }
            }}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
