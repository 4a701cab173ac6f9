import { useHelpCenter } from '@portal/api/react';
import { Skeleton } from '@portal/ui';
import DOMPurify from 'dompurify';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { usePortal } from '@portal/ui';
import * as styles from './HelpPage.css';

/** The help centre (spec section 2.5): sections and articles in the page's language; the terms are #term. */
export function HelpPage() {
  const { t } = useTranslation('portal');
  const { dir } = usePortal();
  const navigate = useNavigate();
  const help = useHelpCenter();
  const { hash } = useLocation();
  const loaded = Boolean(help.data);
  // /help#term opens at the terms once the articles are there.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);
  const Back = dir === 'rtl' ? ArrowRight : ArrowLeft;
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <button type="button" className={styles.back} onClick={() => void navigate('/')}>
          <Back size={18} aria-hidden />
          {t('help.back')}
        </button>
        <h1 className={styles.title}>{t('help.title')}</h1>
      </header>
      {!help.data ? (
        <Skeleton shape="rect" blockSize={360} />
      ) : (
        <div className={styles.layout}>
          <nav aria-label={t('help.sections')} className={styles.toc}>
            <ul>
              {help.data.sections.map((section) => (
                <li key={section.key}>
                  <a href={`#${section.key}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.sections}>
            {help.data.sections.map((section) => (
              <section
                key={section.key}
                id={section.key}
                aria-labelledby={`${section.key}-title`}
                className={styles.section}
              >
                <h2 id={`${section.key}-title`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
                {section.articles.map((article) => (
                  <article key={article.id} className={styles.article}>
                    <h3 className={styles.articleTitle}>{article.title}</h3>
                    {/* Server HTML is sanitised before it is rendered. */}
                    <div
                      className={styles.content}
                      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(article.content) }}
                    />
                  </article>
                ))}
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
