import { useHelpCenter } from '@portal/api/react';
import { FormTitle, HelpCentre } from '@portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import * as styles from './HelpPage.css';
import { HelpLinks } from './HelpLinks';

/**
 * The help centre page (spec 2.5): the top bar with the back control and the title, and the embedded
 * help in the page's language; /help#term opens at the terms. Back goes home, where the category is
 * HOME and no vendor is chosen (both live in the address).
 */
export function HelpPage() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const help = useHelpCenter();
  const { hash } = useLocation();
  const loaded = Boolean(help.data);
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <div className={styles.page}>
      <FormTitle title={t('help.title')} backLabel={t('help.back')} onBack={() => void navigate('/')} />
      <HelpCentre sections={help.data?.sections} links={<HelpLinks />} />
    </div>
  );
}
