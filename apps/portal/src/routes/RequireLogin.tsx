import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../shell/session/SessionContext';

/** The routes that need a session (spec section 2.1) send a visitor without a token to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (!token) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
