import { AnnouncementDialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { useAnnouncementPopup } from './useAnnouncementPopup';

/** The announcement popup: the audience's announcements, 9 a page, once per session. */
export function AnnouncementPopup({ popup }: { popup: ReturnType<typeof useAnnouncementPopup> }) {
  const { t } = useTranslation('portal');
  return (
    <AnnouncementDialog
      open={popup.open}
      onOpenChange={(open) => !open && popup.close()}
      closeLabel={t('modal.close')}
      items={popup.items}
      page={popup.page}
      totalPages={popup.totalPages}
      onPageChange={popup.setPage}
      loading={popup.loading}
      defaultExpandedId={popup.items[0]?.id ?? null}
    />
  );
}
