import { useApiClient } from '@portal/api/react';
import { ChangePasswordForm, type ChangePasswordPayload } from '@portal/forms';
import { useDialog } from '@portal/ui';
import { useAccountHost } from '../host/AccountHostContext';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useAccountTranslation } from '../i18n/useAccountTranslation';

export interface ResetPasswordFormProps {
  /** The reset link's token (check it first with `isResetToken`). */
  token: string;
  /** The password is set: the host leaves the reset page (the login opens over what it shows next). */
  onDone: () => void;
}

/**
 * The recovery's last step (a forgot-by-e-mail link): the new password twice, by the site's rule. The
 * link works once and every session of the account ends, so the player then logs in with the new
 * password: the login opens, with a word that the password has changed.
 */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const host = useAccountHost();
  const confirm = useDialog();
  const failureOutcome = useFailureOutcome();
  const submit = async ({ newPassword, confirmNewPassword }: ChangePasswordPayload) => {
    try {
      await client.resetPassword({ token, newPassword, confirmNewPassword });
    } catch (error) {
      return failureOutcome(error);
    }
    onDone();
    host.open('login');
    void confirm({ icon: 'success', title: t('resetPassword.title'), message: t('forgot.phoneDone') });
    return { ok: true } as const;
  };
  return (
    <ChangePasswordForm
      hasTemporaryPassword
      labels={{ temporary: t('resetPassword.lead') }}
      onSubmit={submit}
    />
  );
}
