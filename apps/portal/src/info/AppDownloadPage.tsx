import { useAppDownload } from '@portal/api/react';
import { AppDownload, Skeleton } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from '../pages/pages.css';

/** /down (spec 2.1): the Android and iOS apps with their QR codes and install guides, and the mirror list. */
export function AppDownloadPage() {
  const { t } = useTranslation('portal');
  const apps = useAppDownload();
  return (
    <div className={styles.infoPage}>
      {apps.data ? (
        <AppDownload android={apps.data.android} ios={apps.data.ios} headingLevel={1} />
      ) : (
        <Skeleton shape="rect" blockSize={420} />
      )}
      <p className={styles.infoLead}>
        <Link to="/mirror">{t('mirrors.link')}</Link>
      </p>
    </div>
  );
}
