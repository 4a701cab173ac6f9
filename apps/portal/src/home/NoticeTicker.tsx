import type { Notice } from '@portal/api';
import { useNotices } from '@portal/api/react';
import { Marquee } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../shell/session/SessionContext';
import * as styles from './HomePage.css';

// The detail dialog (and its HTML sanitiser) loads when a notice is opened.
const NoticeDetail = lazy(() => import('./NoticeDetail').then((m) => ({ default: m.NoticeDetail })));

/**
 * The home page's running notices (spec 2.3): the site's banner notices, and a member's player notices
 * after them; a notice opens its detail (spec 2.5, notice detail).
 */
export function NoticeTicker() {
  const { t } = useTranslation('portal');
  const session = useSession();
  const site = useNotices('banner');
  const player = useNotices('player');
  const notices: Notice[] = [
    ...(site.data ?? []),
    ...(session.state === 'member' ? (player.data ?? []) : []),
  ];
  const [open, setOpen] = useState<Notice | null>(null);
  // The ticker's room while the site's notices load, so the page below it does not move when they come.
  if (site.data === undefined && !site.error) return <div aria-hidden className={styles.tickerRoom} />;
  if (!notices.length) return null;
  return (
    <>
      <Marquee
        notices={notices}
        label={t('notices.label')}
        onSelect={(id) => setOpen(notices.find((notice) => notice.id === id) ?? null)}
      />
      {open ? (
        <Suspense fallback={null}>
          <NoticeDetail notice={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
