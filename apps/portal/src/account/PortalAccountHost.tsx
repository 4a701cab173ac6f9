import { AccountHostContext, type AccountHost, type AccountPlace } from '@portal/account';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useModals } from '../shell/modals/ModalContext';
import { useSession } from '../shell/session/SessionContext';

/** The portal's places a finished flow leads to (spec sections 2.1 and 4). */
const places: Record<AccountPlace, string> = { home: '/', terms: '/help#term', agreement: '/help' };

/**
 * The account flows wired to the portal: they show in its modals (one at a time), lead on through its
 * router, and a login starts its session. Each lazy section that shows a flow puts it around the flow, so
 * the first page's script carries none of it.
 */
export function PortalAccountHost({ children }: { children: ReactNode }) {
  const { open, close } = useModals();
  const { signIn, refreshMember } = useSession();
  const navigate = useNavigate();
  const host = useMemo<AccountHost>(
    () => ({
      open,
      close,
      goTo: (place) => {
        close();
        void navigate(places[place]);
      },
      signIn,
      refreshMember,
    }),
    [open, close, signIn, refreshMember, navigate],
  );
  return <AccountHostContext.Provider value={host}>{children}</AccountHostContext.Provider>;
}
