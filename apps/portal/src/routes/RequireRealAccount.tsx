import { apiMessageNamespace } from '@portal/api';
import { LoadingOverlay, useDialog } from '@portal/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../shell/session/SessionContext';

/**
 * The member and message centres are for real accounts (spec sections 6 and 8): a trial account gets
 * the in_need_true_account warning with its OK button, and goes back home.
 */
export function RequireRealAccount({ children }: { children: ReactNode }) {
  const { t } = useTranslation('portal');
  const { t: api } = useTranslation(apiMessageNamespace);
  const session = useSession();
  const warn = useDialog();
  const navigate = useNavigate();
  const trial = session.state === 'member' && session.isTrial;
  useEffect(() => {
    if (!trial) return;
    void warn({
      icon: 'warning',
      title: t('trial.title'),
      message: api('in_need_true_account'),
      buttons: [{ value: 'ok', label: t('trial.ok') }],
    }).then(() => navigate('/', { replace: true }));
  }, [trial, warn, navigate, t, api]);
  if (session.state === 'loading') return <LoadingOverlay visible fullscreen label={t('startup.loading')} />;
  if (trial) return null;
  return <>{children}</>;
}
