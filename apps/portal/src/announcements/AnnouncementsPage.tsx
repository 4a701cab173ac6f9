import { useAnnouncements } from '@portal/api/react';
import { AnnouncementBoard } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../pages/InfoPage';
import { useSession } from '../shell/session/SessionContext';
import { executionsFor } from './announcementAudience';

/** /announce: every announcement of the reader's audience, 9 a page, newest first. */
export function AnnouncementsPage() {
  const { t } = useTranslation('portal');
  const session = useSession();
  const [page, setPage] = useState(1);
  const audience = session.state === 'member' ? 'member' : 'visitor';
  const list = useAnnouncements({
    executions: executionsFor(audience, session.firstLogin),
    pageNo: page,
    enabled: session.state !== 'loading',
  });
  const items = list.data?.list ?? [];
  return (
    <InfoPage title={t('announcements.title')} lead={t('announcements.lead')}>
      <AnnouncementBoard
        items={items}
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={setPage}
        loading={!list.data && !list.error}
        defaultExpandedId={items[0]?.id ?? null}
        headingLevel={2}
      />
    </InfoPage>
  );
}
