import { languages, Select } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/LanguageContext';
import * as styles from './AppLayout.css';

/** Every offered language by its native name; Arabic first (the default). */
export function LanguageSwitcher() {
  const { t } = useTranslation('portal');
  const { language, changeLanguage } = useLanguage();
  return (
    <Select
      className={styles.languageSwitcher}
      label={t('language.label')}
      labelHidden
      value={language}
      onChange={(event) => changeLanguage(event.currentTarget.value)}
      options={languages.map((l) => ({ value: l.code, label: l.nativeName }))}
    />
  );
}
