import { languages, Select } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './AppLayout.css';

export interface LanguageSwitcherProps {
  value: string;
  onChange: (code: string) => void;
}

/** Every offered language by its native name; Arabic first (the default). */
export function LanguageSwitcher({ value, onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation('portal');
  return (
    <Select
      className={styles.languageSwitcher}
      label={t('language.label')}
      labelHidden
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      options={languages.map((l) => ({ value: l.code, label: l.nativeName }))}
    />
  );
}
