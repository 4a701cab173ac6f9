import { useAnnouncements } from '@portal/api/react';
import { useState } from 'react';
import { useSession } from '../shell/session/SessionContext';
import { executionsFor, rememberClosed, wasClosed, type AnnouncementAudience } from './announcementAudience';

/**
 * The announcement popup's rules (spec section 4): loaded at start, on language change and on login;
 * not while a token's member is still loading; once per session per audience.
 */
export function useAnnouncementPopup() {
  const session = useSession();
  const audience: AnnouncementAudience = session.state === 'member' ? 'member' : 'visitor';
  const ready = session.state !== 'loading';
  // Read on every render: a login or a logout changes the audience, whose own 'closed' decides.
  const [closedNow, setClosedNow] = useState<AnnouncementAudience | null>(null);
  const closed = closedNow === audience || wasClosed(audience);
  // The page belongs to the audience it was turned for; a new audience starts on its first page.
  const [paging, setPaging] = useState({ audience, page: 1 });
  const page = paging.audience === audience ? paging.page : 1;
  const list = useAnnouncements({
    executions: executionsFor(audience, session.firstLogin),
    pageNo: page,
    enabled: ready && !closed,
  });
  const items = list.data?.list ?? [];
  const loaded = Boolean(list.data || list.error);
  return {
    open: ready && !closed && items.length > 0,
    /** Nothing (more) to show: closed, or loaded with nothing for this audience. */
    settled: ready && (closed || (loaded && items.length === 0)),
    items,
    page,
    totalPages: list.data?.totalPages ?? 1,
    loading: list.isValidating && !list.data,
    setPage: (next: number) => setPaging({ audience, page: next }),
    close: () => {
      rememberClosed(audience);
      setClosedNow(audience);
    },
  };
}
