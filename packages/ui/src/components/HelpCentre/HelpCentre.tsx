import { LifeBuoy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { SafeHtml } from '../SafeHtml';
import { Skeleton } from '../Skeleton';
import * as styles from './HelpCentre.css';

export const helpCentreHeadingLevels = [2, 3] as const;
export type HelpCentreHeadingLevel = (typeof helpCentreHeadingLevels)[number];

/** One article of the help centre. */
export interface HelpCentreArticle {
  id: string | number;
  title: string;
  /** HTML from the server; it is sanitised before it is shown. */
  content: string;
}

/** One section of the help centre: its articles under a title, reachable at `#key`. */
export interface HelpCentreSection {
  /** The section's anchor, unique on the page (`term` for the terms, as `/help#term` opens them). */
  key: string;
  title: string;
  articles: readonly HelpCentreArticle[];
}

export interface HelpCentreProps {
  /** The sections in order; `undefined` while they load (placeholders show), `[]` when there are none. */
  sections: readonly HelpCentreSection[] | undefined;
  /** Extra links under the table of contents, for example feedback and the mirror sites. */
  links?: ReactNode;
  /** The heading level of the section titles, 2 by default; article titles take the next level. */
  headingLevel?: HelpCentreHeadingLevel;
  /** One column without the sticky table of contents (the topics become chips), for a modal. */
  compact?: boolean;
  className?: string;
}

/**
 * The embedded help centre (spec 2.5): a table of contents linking to each section (`#key`), and the
 * sections' articles, whose server HTML is sanitised. The host scrolls to the location's hash once
 * the sections are there.
 */
export function HelpCentre({
  sections,
  links,
  headingLevel = 2,
  compact = false,
  className,
}: HelpCentreProps) {
  const { t } = useUiPanelTranslation();
  const idPrefix = useId();
  const SectionHeading = `h${headingLevel}` as const;
  const ArticleHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const loading = sections === undefined;

  const body = loading ? (
    <>
      <p role="status" className={visuallyHidden}>
        {t('helpCentre.loading')}
      </p>
      <HelpCentrePlaceholder compact={compact} />
    </>
  ) : sections.length === 0 ? (
    <EmptyState
      size={compact ? 'compact' : 'regular'}
      icon={<LifeBuoy size={compact ? 22 : 32} strokeWidth={1.75} />}
      title={t('helpCentre.empty')}
    />
  ) : (
    <div className={compact ? styles.compactLayout : styles.layout}>
      <div className={compact ? undefined : styles.toc}>
        <nav aria-labelledby={`${idPrefix}-toc`}>
          {/* Beside the articles the topics carry a visible caption; as chips they speak for themselves. */}
          <p id={`${idPrefix}-toc`} className={compact ? visuallyHidden : styles.tocLabel}>
            {t('helpCentre.sections')}
          </p>
          <ul className={compact ? styles.compactTocList : styles.tocList}>
            {sections.map((section) => (
              <li key={section.key}>
                <a href={`#${section.key}`} className={cx(styles.tocLink, compact && styles.compactTocLink)}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {links && !compact ? <div className={styles.more}>{links}</div> : null}
      </div>
      <div className={compact ? styles.compactSections : styles.sections}>
        {sections.map((section) => {
          const titleId = `${idPrefix}-${section.key}`;
          return (
            <section key={section.key} id={section.key} aria-labelledby={titleId} className={styles.section}>
              <SectionHeading id={titleId} className={styles.sectionTitle}>
                {section.title}
              </SectionHeading>
              {section.articles.map((article) => (
                <article key={article.id} className={cx(styles.article, compact && styles.compactArticle)}>
                  <ArticleHeading className={styles.articleTitle}>{article.title}</ArticleHeading>
                  <SafeHtml className={styles.content} html={article.content} />
                </article>
              ))}
            </section>
          );
        })}
      </div>
      {links && compact ? <div className={styles.compactMore}>{links}</div> : null}
    </div>
  );

  return (
    <div className={cx(styles.root, className)} data-slot="help-centre" aria-busy={loading || undefined}>
      {body}
    </div>
  );
}

/** Where the topics and two articles will be, in the layout they will have. */
function HelpCentrePlaceholder({ compact }: { compact: boolean }) {
  return (
    <div aria-hidden className={compact ? styles.compactLayout : styles.layout}>
      <div className={compact ? styles.compactTocList : cx(styles.toc, styles.placeholderToc)}>
        {compact ? null : <Skeleton inlineSize="45%" blockSize="0.8em" />}
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton
            key={index}
            inlineSize={compact ? 96 : `${80 - index * 10}%`}
            blockSize={compact ? 32 : '1.1em'}
          />
        ))}
      </div>
      <div className={compact ? styles.compactSections : styles.sections}>
        <div className={styles.section}>
          <Skeleton inlineSize="40%" blockSize="1.4em" />
          {[0, 1].map((index) => (
            <div key={index} className={cx(styles.placeholderArticle, compact && styles.compactArticle)}>
              <Skeleton inlineSize="55%" blockSize="1.2em" />
              <Skeleton lines={3} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
