import { useTranslation } from 'react-i18next';
import { PageNotice } from '../shell/failure/PageNotice';

/** An address the portal does not know: say so and offer the way home. */
export function NotFoundPage() {
  const { t } = useTranslation('portal');
  return <PageNotice title={t('notFound.title')} text={t('notFound.text')} />;
}
