import { useApiClient } from '@portal/api/react';
import { ChangePasswordForm } from '@portal/forms';
import { Dialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { useModals } from './ModalContext';
import * as styles from './modal.css';
import { useFailureOutcome } from './useFailureOutcome';

/**
 * Change password (spec sections 4 and 5). Forced after a login with the initial or an expired
 * password: it cannot be dismissed, and success reloads the login info, closes and goes to /.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation('portal');
  const client = useApiClient();
  const modals = useModals();
  const session = useSession();
  const navigate = useNavigate();
  const failureOutcome = useFailureOutcome();
  const forced = modals.forced === true;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !forced && modals.close()}>
      <Dialog.Content
        size="sm"
        hideClose={forced}
        closeOnEscape={!forced}
        closeOnOverlayClick={!forced}
        closeLabel={t('modal.close')}
      >
        <Dialog.Title>{t(forced ? 'changePassword.forcedTitle' : 'changePassword.title')}</Dialog.Title>
        {forced ? <Dialog.Description>{t('changePassword.forcedDescription')}</Dialog.Description> : null}
        <ChangePasswordForm
          className={styles.form}
          hasTemporaryPassword={session.member?.hasTemporaryPassword}
          onSubmit={async (payload) => {
            try {
              await client.changePassword(payload);
              await session.refreshMember();
              modals.close();
              void navigate('/');
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
