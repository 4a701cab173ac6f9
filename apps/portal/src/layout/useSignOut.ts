import { useDialog } from '@portal/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../shell/session/SessionContext';

/** Logout (spec section 4): asks for confirmation, logs out, clears the session and goes to / (the agent view: /agent). */
export function useSignOut(destination = '/') {
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
    // Leave first: a guarded page (/agentHome) would otherwise send the ended session to /login.
    await navigate(destination);
    await session.signOut();
  }, [confirm, session, navigate, t, destination]);
}
