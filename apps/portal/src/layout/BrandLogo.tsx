import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as styles from './AppLayout.css';

/** The brand's mark and name, in the site header and the agent header. */
export function BrandLogo() {
  const { t } = useTranslation('portal');
  return (
    <span className={styles.brand}>
      <span className={styles.brandMark} aria-hidden>
        <Sparkles size={24} />
      </span>
      {t('app.name')}
    </span>
  );
}
