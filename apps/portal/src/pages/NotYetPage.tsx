import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageNotice } from '../shell/failure/PageNotice';

/**
 * A page of the route table that a later release builds (member centre, lobbies, lottery): it says
 * plainly that the page is not available yet, so no link is dead and no content is invented.
 */
export function NotYetPage({ headingLevel }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('portal');
  return (
    <PageNotice
      icon={<Hourglass size={36} />}
      title={t('notYet.title')}
      text={t('notYet.text')}
      headingLevel={headingLevel}
    />
  );
}
