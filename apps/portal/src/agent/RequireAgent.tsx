import { LoadingOverlay } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '../shell/session/SessionContext';

/** /agentHome: a visitor goes to /login, a member who is not an agent to /agent (spec 2.7). */
export function RequireAgent({ children }: { children: ReactNode }) {
  const { t } = useTranslation('portal');
  const session = useSession();
  if (!session.token) return <Navigate to="/login" replace />;
  if (session.state !== 'member') return <LoadingOverlay visible fullscreen label={t('startup.loading')} />;
  if (!session.isAgent) return <Navigate to="/agent" replace />;
  return <>{children}</>;
}
