import { apiMessageNamespace, whitelabelFlags } from '@portal/api';
import { useApiClient, useWhitelabelFlag } from '@portal/api/react';
import { ForgotPasswordForm } from '@portal/forms';
import { Dialog, Skeleton, useDialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useModals } from './ModalContext';
import * as styles from './modal.css';
import { useFailureOutcome } from './useFailureOutcome';
import { useLoginSupport } from './useLoginSupport';

/**
 * The forgot-password modal (spec sections 2.5 and 4): by e-mail (a temporary password is sent, then the
 * in_been_out confirmation) or by phone (an SMS code sets the new password, then the login opens).
 */
export function ForgotPasswordModal() {
  const { t } = useTranslation('portal');
  const { t: api } = useTranslation(apiMessageNamespace);
  const client = useApiClient();
  const modals = useModals();
  const confirm = useDialog();
  const support = useLoginSupport();
  const failureOutcome = useFailureOutcome();
  const phoneReset = useWhitelabelFlag(whitelabelFlags.phonePasswordReset);

  const settle = async (work: () => Promise<unknown>, message: string, next: () => void) => {
    try {
      await work();
      modals.close();
      await confirm({ icon: 'success', title: t('forgot.title'), message });
      next();
      return { ok: true } as const;
    } catch (error) {
      return failureOutcome(error);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && modals.close()}>
      <Dialog.Content size="sm" closeLabel={t('modal.close')}>
        <Dialog.Title>{t('forgot.title')}</Dialog.Title>
        {support.ready && phoneReset !== undefined ? (
          <ForgotPasswordForm
            className={styles.form}
            phoneResetEnabled={phoneReset}
            mobile={support.mobile}
            countryDialingCodes={support.countryDialingCodes}
            onRequestSms={(request) => client.smsLoginCode(request)}
            onSubmitEmail={(payload) =>
              settle(
                () => client.forgotByEmail(payload),
                api('in_been_out'),
                () => undefined,
              )
            }
            onSubmitPhone={(payload) =>
              settle(
                () => client.setPasswordByPhone(payload),
                t('forgot.phoneDone'),
                () => modals.open('login'),
              )
            }
          />
        ) : (
          <Skeleton shape="rect" blockSize={300} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
