import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './AppLayout.css';
import { LanguageSwitcher } from './LanguageSwitcher';

export interface AppLayoutProps {
  language: string;
  onLanguageChange: (code: string) => void;
  children: ReactNode;
}

/** The page frame until the full header, side menu and footer of the portal issue arrive. */
export function AppLayout({ language, onLanguageChange, children }: AppLayoutProps) {
  const { t } = useTranslation('portal');
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#content">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <a className={styles.brand} href="/">
          <span className={styles.brandMark} aria-hidden>
            <Sparkles size={26} />
          </span>
          {t('app.name')}
        </a>
        <div className={styles.languageSlot}>
          <LanguageSwitcher value={language} onChange={onLanguageChange} />
        </div>
      </header>
      <main id="content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <span>{t('footer.licence')}</span>
        <span>{t('footer.age')}</span>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </footer>
    </div>
  );
}
