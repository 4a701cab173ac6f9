import { useDialog } from '@portal/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';

/** Logout (spec section 4): asks for confirmation, logs out, clears the session and goes to /. */
export function useSignOut() {
  const { t } = useTranslation('portal');
  const confirm = useDialog();
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    const answer = await confirm({
      icon: 'warning',
      title: t('signOut.title'),
      message: t('signOut.message'),
      buttons: [
        { value: 'cancel', label: t('signOut.cancel'), variant: 'secondary' },
        { value: 'ok', label: t('signOut.confirm') },
      ],
    });
    if (answer !== 'ok') return;
    await session.signOut();
    void navigate('/');
  }, [confirm, session, navigate, t]);
}
